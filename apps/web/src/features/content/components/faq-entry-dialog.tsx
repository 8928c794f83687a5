// Writing one FAQ question: its group, the question and answer (rich text, sanitized by the
// server) in English and, per tab, their translations, and whether it is published.
import { lazy, Suspense, useState } from 'react'
import Alert from '@mui/material/Alert'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import {
  CONTENT_TRANSLATION_LANGUAGES,
  faqEntryWriteSchema,
  type ContentLanguage,
  type FaqAdminEntry,
  type FaqAdminGroup,
  type FaqEntryWriteInput,
} from '@aurum/shared'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '@/lib/form-server-errors'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'
import { FormDialog } from '@/components/form-dialog'
import { LoadingState } from '@/components/state-views'
import { useSaveFaq } from '../api'
import { missingLanguages } from './content-languages'
import { LanguageTabs } from './language-tabs'

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
  const save = useSaveFaq()
  const [language, setLanguage] = useState<ContentLanguage>('en')
  const form = useForm<FaqEntryWriteInput>({
    resolver: zodResolver(faqEntryWriteSchema),
    defaultValues: initialValues(entry, groupId),
  })
  const { errors } = form.formState
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: entry?.id ?? null, body },
      {
        onSuccess: onClose,
        // A taken address or a vanished group shows under its field; the rest in the snackbar.
        onError: (error) => void applyServerErrors(error, form.setError, FAQ_FIELDS),
      },
    ),
  )
  const translated = language !== 'en' ? language : null
  const values = useWatch({ control: form.control })
  const missing = missingLanguages(values, values.translations ?? {}, ['question', 'answer'])
  return (
    <FormDialog
      title={entry ? t('content.faq.editTitle') : t('content.faq.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('content.save')}
      submitting={save.isPending}
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
      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={t('content.published')}
          />
        )}
      />
    </FormDialog>
  )
}
