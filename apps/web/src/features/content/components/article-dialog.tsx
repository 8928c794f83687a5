// Writing one help-center article: category, address (slug), title, subtitle and its two parts
// (rich text, sanitized by the server) in English and, per tab, their translations; whether it is
// popular, in "keep learning" and published.
import { lazy, Suspense } from 'react'
import Alert from '@mui/material/Alert'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  CONTENT_TRANSLATION_LANGUAGES,
  articleWriteSchema,
  type ArticleAdmin,
  type ArticleAdminList,
  type ArticleWriteInput,
} from '@aurum/shared'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSwitchField } from '@/components/form-switch-field'
import { useErrorText } from '@/lib/error-text'
import { FormDialog } from '@/components/form-dialog'
import { LoadingState } from '@/components/state-views'
import { useSaveArticle } from '../api'
import { missingLanguages } from './content-languages'
import { LanguageTabs } from './language-tabs'
import { useTranslatedForm } from './use-translated-form'

const RichTextEditor = lazy(() =>
  import('@/components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
)

type TextField = 'title' | 'subtitle'
type HtmlField = 'productContent' | 'checkoutContent'

function initialValues(article: ArticleAdmin | null, categoryId: number): ArticleWriteInput {
  const translations: ArticleWriteInput['translations'] = {}
  for (const code of CONTENT_TRANSLATION_LANGUAGES) {
    const own = article?.translations[code]
    translations[code] = {
      title: own?.title ?? '',
      subtitle: own?.subtitle ?? '',
      productContent: own?.productContent ?? '',
      checkoutContent: own?.checkoutContent ?? '',
    }
  }
  return {
    categoryId: article?.categoryId ?? categoryId,
    slug: article?.slug ?? '',
    title: article?.title ?? '',
    subtitle: article?.subtitle ?? '',
    productContent: article?.productContent ?? '',
    checkoutContent: article?.checkoutContent ?? '',
    popular: article?.popular ?? false,
    keepLearning: article?.keepLearning ?? false,
    published: article?.published ?? true,
    translations,
  }
}

/** The fields a server's reasons may name, shown under them. */
const ARTICLE_FIELDS = ['slug', 'title', 'subtitle', 'categoryId'] as const

export function ArticleDialog({
  article,
  categoryId,
  categories,
  onClose,
}: {
  article: ArticleAdmin | null
  categoryId: number
  categories: ArticleAdminList['categories']
  onClose: () => void
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { form, submit, saving, values, language, setLanguage, translated } = useTranslatedForm({
    schema: articleWriteSchema,
    defaultValues: initialValues(article, categoryId),
    id: article?.id ?? null,
    save: useSaveArticle(),
    fields: ARTICLE_FIELDS,
    onSaved: onClose,
  })
  const { errors } = form.formState
  const missing = missingLanguages(values, values.translations ?? {}, [
    'title',
    'subtitle',
    'productContent',
    'checkoutContent',
  ])
  const textField = (name: TextField) => {
    const error = translated ? errors.translations?.[translated]?.[name] : errors[name]
    return {
      ...form.register(translated ? `translations.${translated}.${name}` : name),
      label: t(`content.articles.${name}`),
      required: !translated,
      // Read in its own direction, whatever the page's (an English title in Arabic keeps its order).
      slotProps: { htmlInput: { dir: 'auto' } },
      error: Boolean(error),
      helperText: errorText(error?.message),
    }
  }
  const htmlField = (name: HtmlField) => (
    <Controller
      key={`${name}-${language}`}
      control={form.control}
      name={translated ? `translations.${translated}.${name}` : name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          label={t(`content.articles.${name}`)}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  )
  const switchField = (name: 'popular' | 'keepLearning' | 'published') => (
    <FormSwitchField
      control={form.control}
      name={name}
      label={t(name === 'published' ? 'content.published' : `content.articles.${name}`)}
    />
  )
  return (
    <FormDialog
      title={article ? t('content.articles.editTitle') : t('content.articles.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('content.save')}
      submitting={saving}
      maxWidth="md"
      contentSx={{ gap: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              label={t('content.articles.category')}
              {...field}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              {categories.map((category) => (
                <MenuItem key={category.id} value={category.id}>
                  {category.title}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          fullWidth
          label={t('content.articles.slug')}
          required
          {...form.register('slug')}
          error={Boolean(errors.slug)}
          helperText={errorText(errors.slug?.message) ?? t('content.articles.slugHint')}
        />
      </Stack>
      <LanguageTabs value={language} onChange={setLanguage} missing={missing} />
      {translated ? <Alert severity="info">{t('content.fallbackHint')}</Alert> : null}
      <TextField key={`title-${language}`} {...textField('title')} />
      <TextField key={`subtitle-${language}`} {...textField('subtitle')} />
      <Suspense fallback={<LoadingState label={t('content.loadingEditor')} />}>
        {htmlField('productContent')}
        {htmlField('checkoutContent')}
      </Suspense>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {switchField('published')}
        {switchField('popular')}
        {switchField('keepLearning')}
      </Stack>
    </FormDialog>
  )
}
