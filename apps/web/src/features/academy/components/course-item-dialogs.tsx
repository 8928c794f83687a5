// The dialogs of the content editor: a section's title, and a topic's title, minutes and video, each
// checked with the shared schema before it is sent; the server's field errors show under the fields.
import { useForm, type Control, type Path } from 'react-hook-form'
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
import { useFormSave } from '@/lib/form-server-errors'
import { FormDialog } from '@/components/form-dialog'
import { zodResolver } from '@/lib/zod-resolver'

/** A section's or a topic's title: typed in its own direction, focused when the dialog opens. */
function TitleField<T extends { title: string }>({ control, label }: { control: Control<T>; label: string }) {
  const errorText = useErrorText()
  return (
    <FormTextField
      control={control}
      name={'title' as Path<T>}
      label={label}
      errorText={errorText}
      required
      fullWidth
      autoFocus
      autoComplete="off"
      slotProps={{ htmlInput: { dir: 'auto' } }}
    />
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
  const { control, handleSubmit, setError, formState } = useForm<CourseSectionWrite>({
    resolver: zodResolver(courseSectionWriteSchema),
    defaultValues: { title: title ?? '' },
  })
  const { formError, trySave } = useFormSave(setError, ['title'] as const)
  const submit = handleSubmit((values) =>
    trySave(async () => {
      await onSave(values)
      onClose()
    }),
  )
  return (
    <FormDialog
      title={t(
        title === undefined ? 'academy.authoring.section.addTitle' : 'academy.authoring.section.editTitle',
      )}
      submitLabel={t(title === undefined ? 'academy.authoring.section.add' : 'common.saveChanges')}
      submitting={formState.isSubmitting}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TitleField control={control} label={t('academy.authoring.section.title')} />
    </FormDialog>
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
  const { control, handleSubmit, setError, formState } = useForm<TopicValues, unknown, CourseTopicWrite>({
    resolver: zodResolver(topicFormSchema),
    defaultValues: {
      title: topic?.title ?? '',
      minutes: topic ? String(topic.minutes) : '',
      videoUrl: topic?.videoUrl ?? '',
    },
  })
  const { formError, trySave } = useFormSave(setError, ['title', 'minutes', 'videoUrl'] as const)
  const submit = handleSubmit((values) =>
    trySave(async () => {
      await onSave(values)
      onClose()
    }),
  )
  return (
    <FormDialog
      title={t(topic ? 'academy.authoring.topic.editTitle' : 'academy.authoring.topic.addTitle')}
      submitLabel={t(topic ? 'common.saveChanges' : 'academy.authoring.topic.add')}
      submitting={formState.isSubmitting}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TitleField control={control} label={t('academy.authoring.topic.title')} />
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
    </FormDialog>
  )
}
