// Writing one FAQ question: its group, the question and answer (rich text, sanitized by the
// server) in English and, per tab, their translations, and whether it is published.
import { lazy, Suspense } from 'react'
import Alert from '@mui/material/Alert'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import {
  CONTENT_TRANSLATION_LANGUAGES,
  faqEntryWriteSchema,
  type FaqAdminEntry,
  type FaqAdminGroup,
  type FaqEntryWriteInput,
} from '@aurum/shared'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSwitchField } from '@/components/form-switch-field'
import { useErrorText } from '@/lib/error-text'
import { FormDialog } from '@/components/form-dialog'
import { LoadingState } from '@/components/state-views'
import { useSaveFaq } from '../api'
import { missingLanguages } from './content-languages'
import { LanguageTabs } from './language-tabs'
import { useTranslatedForm } from './use-translated-form'

const RichTextEditor = lazy(() =>
  import('@/components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
)

type Translation = { question?: string; answer?: string }

function initialValues(entry: FaqAdminEntry | null, groupId: number): FaqEntryWriteInput {
  const translations: Record<string, Translation> = {}
  for (const code of CONTENT_TRANSLATION_LANGUAGES) {
    translations[code] = {
      question: entry?.translations[code]?.question ?? '',
      answer: entry?.translations[code]?.answer ?? '',
    }
  }
  return {
    groupId: entry?.groupId ?? groupId,
    question: entry?.question ?? '',
    answer: entry?.answer ?? '',
    published: entry?.published ?? true,
    translations,
  }
}

/** The fields a server's reasons may name, shown under them. */
const FAQ_FIELDS = ['question', 'answer', 'groupId'] as const

export function FaqEntryDialog({
  entry,
  groupId,
  groups,
  onClose,
}: {
  /** null for a new question. */
  entry: FaqAdminEntry | null
  groupId: number
  groups: FaqAdminGroup[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { form, submit, saving, values, language, setLanguage, translated } = useTranslatedForm({
    schema: faqEntryWriteSchema,
    defaultValues: initialValues(entry, groupId),
    id: entry?.id ?? null,
    save: useSaveFaq(),
    fields: FAQ_FIELDS,
    onSaved: onClose,
  })
  const { errors } = form.formState
  const missing = missingLanguages(values, values.translations ?? {}, ['question', 'answer'])
  return (
    <FormDialog
      title={entry ? t('content.faq.editTitle') : t('content.faq.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('content.save')}
      submitting={saving}
      maxWidth="md"
      contentSx={{ gap: 2 }}
    >
      <Controller
        control={form.control}
        name="groupId"
        render={({ field }) => (
          <TextField
            select
            label={t('content.faq.group')}
            {...field}
            onChange={(event) => field.onChange(Number(event.target.value))}
          >
            {groups.map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {group.faqTitle}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <LanguageTabs value={language} onChange={setLanguage} missing={missing} />
      {translated ? <Alert severity="info">{t('content.fallbackHint')}</Alert> : null}
      <TextField
        key={`question-${language}`}
        label={t('content.faq.question')}
        required={!translated}
        // The question reads in its own direction: an English one in an Arabic page keeps its "?" at the end.
        slotProps={{ htmlInput: { dir: 'auto' } }}
        {...form.register(translated ? `translations.${translated}.question` : 'question')}
        error={Boolean(translated ? errors.translations?.[translated]?.question : errors.question)}
        helperText={errorText(
          translated ? errors.translations?.[translated]?.question?.message : errors.question?.message,
        )}
      />
      <Suspense fallback={<LoadingState label={t('content.loadingEditor')} />}>
        <Controller
          key={`answer-${language}`}
          control={form.control}
          name={translated ? `translations.${translated}.answer` : 'answer'}
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('content.faq.answer')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
      </Suspense>
      <FormSwitchField control={form.control} name="published" label={t('content.published')} />
    </FormDialog>
  )
}
