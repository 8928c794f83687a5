import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { encodeIssue } from '@aurum/shared'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormsRichTextEditor } from '@/features/forms/components/forms-rich-text-editor'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'

const MESSAGE_MAX = 280

/** The text a reader sees in the HTML, counted as the editor counts it (no tags, no separators). */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''

const announcementSchema = z.object({
  message: z
    .string()
    .refine((html) => textOf(html).trim() !== '', 'forms.editorRequired')
    .refine(
      (html) => textOf(html).length <= MESSAGE_MAX,
      encodeIssue('forms.editorTooLong', { maximum: MESSAGE_MAX }),
    ),
})
type Announcement = z.infer<typeof announcementSchema>

/** The editor as a form field: required, at most 280 characters, validated on submit. */
export function EditorForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [sentLength, setSentLength] = useState<number | null>(null)
  const { control, handleSubmit, formState } = useForm<Announcement>({
    resolver: zodResolver(announcementSchema),
    defaultValues: { message: '' },
  })
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(({ message }) => setSentLength(textOf(message).length))}
    >
      <Controller
        control={control}
        name="message"
        render={({ field }) => (
          <FormsRichTextEditor
            label={t('forms.editors.formLabel')}
            value={field.value}
            onChange={(html) => {
              setSentLength(null)
              field.onChange(html)
            }}
            onBlur={field.onBlur}
            error={errorText(formState.errors.message?.message)}
            maxLength={MESSAGE_MAX}
          />
        )}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained">
          {t('forms.editors.publish')}
        </Button>
      </Stack>
      <div role="status">
        {sentLength === null ? null : (
          <Alert severity="success">{t('forms.editors.published', { count: sentLength })}</Alert>
        )}
      </div>
    </Stack>
  )
}
