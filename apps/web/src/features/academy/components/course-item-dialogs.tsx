// The dialogs of the content editor: a section's title, and a topic's title, minutes and video, each
// checked with the shared schema before it is sent; the server's field errors show under the fields.
import { useId, useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  TOPIC_MINUTES_MAX,
  courseSectionWriteSchema,
  courseTopicWriteSchema,
  type AuthoringTopic,
  type CourseSectionWrite,
  type CourseTopicWrite,
} from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { zodResolver } from '@/lib/zod-resolver'

type DialogShellProps = {
  title: string
  submitLabel: string
  submitting: boolean
  formError: string | null
  onSubmit: () => void
  onClose: () => void
  children: ReactNode
}

function ItemDialogShell({
  title,
  submitLabel,
  submitting,
  formError,
  onSubmit,
  onClose,
  children,
}: DialogShellProps) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
          <Button variant="outlined" color="secondary" onClick={onClose} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}

export type CourseSectionDialogProps = {
  /** The title to rename; undefined to add a section. */
  title?: string
  onSave: (section: CourseSectionWrite) => Promise<unknown>
  onClose: () => void
}

export function CourseSectionDialog({ title, onSave, onClose }: CourseSectionDialogProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const { control, handleSubmit, setError, formState } = useForm<CourseSectionWrite>({
    resolver: zodResolver(courseSectionWriteSchema),
    defaultValues: { title: title ?? '' },
  })
  const submit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await onSave(values)
      onClose()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, ['title'] as const)
      if (!outcome.placed) setFormError(outcome.issue ? errorText(outcome.issue) : t('common.saveFailed'))
    }
  })
  return (
    <ItemDialogShell
      title={t(
        title === undefined ? 'academy.authoring.section.addTitle' : 'academy.authoring.section.editTitle',
      )}
      submitLabel={t(title === undefined ? 'academy.authoring.section.add' : 'common.saveChanges')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="title"
        label={t('academy.authoring.section.title')}
        errorText={errorText}
        required
        fullWidth
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'auto' } }}
        sx={{ mt: 1 }}
      />
    </ItemDialogShell>
  )
}

/** Minutes typed as text; the shared schema checks the number. */
const topicFormSchema = courseTopicWriteSchema.extend({
  minutes: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    courseTopicWriteSchema.shape.minutes,
  ),
})
type TopicValues = z.input<typeof topicFormSchema>

export type CourseTopicDialogProps = {
  /** The topic to edit; undefined to add one. */
  topic?: AuthoringTopic
  onSave: (topic: CourseTopicWrite) => Promise<unknown>
  onClose: () => void
}

export function CourseTopicDialog({ topic, onSave, onClose }: CourseTopicDialogProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const { control, handleSubmit, setError, formState } = useForm<TopicValues, unknown, CourseTopicWrite>({
    resolver: zodResolver(topicFormSchema),
    defaultValues: {
      title: topic?.title ?? '',
      minutes: topic ? String(topic.minutes) : '',
      videoUrl: topic?.videoUrl ?? '',
    },
  })
  const submit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await onSave(values)
      onClose()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, ['title', 'minutes', 'videoUrl'] as const)
      if (!outcome.placed) setFormError(outcome.issue ? errorText(outcome.issue) : t('common.saveFailed'))
    }
  })
  return (
    <ItemDialogShell
      title={t(topic ? 'academy.authoring.topic.editTitle' : 'academy.authoring.topic.addTitle')}
      submitLabel={t(topic ? 'common.saveChanges' : 'academy.authoring.topic.add')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="title"
        label={t('academy.authoring.topic.title')}
        errorText={errorText}
        required
        fullWidth
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'auto' } }}
        sx={{ mt: 1 }}
      />
      <FormTextField
        control={control}
        name="minutes"
        label={t('academy.authoring.topic.minutes')}
        helperText={t('academy.authoring.topic.minutesHint', { max: TOPIC_MINUTES_MAX })}
        errorText={errorText}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        control={control}
        name="videoUrl"
        label={t('academy.authoring.topic.videoUrl')}
        helperText={t('academy.authoring.topic.videoUrlHint')}
        errorText={errorText}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </ItemDialogShell>
  )
}
