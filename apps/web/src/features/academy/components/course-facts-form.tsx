// A course's facts (title, tag, card text, level, language, captions, texts of the details page and
// cover), checked with the shared courseWriteSchema and saved by POST or PUT /api/apps/academy/courses.
// The details page's paragraphs are typed in one field, separated by blank lines.
import { useId, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSwitchField } from '@/components/form-switch-field'
import { z } from 'zod'
import {
  COURSE_LANGUAGES,
  COURSE_PARAGRAPHS_MAX,
  COURSE_SKILL_LEVELS,
  COURSE_TAGS,
  COURSE_TEXT_MAX,
  courseLanguageSchema,
  courseSkillLevelSchema,
  courseWriteSchema,
  type AuthoringCourse,
} from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { zodResolver } from '@/lib/zod-resolver'
import { uploadCourseCover, useSaveCourse } from '../api'
import { courseLanguageKey, courseSkillLevelKey, courseTagKey } from './course-labels'

const factsFormSchema = courseWriteSchema.extend({
  /** Paragraphs separated by blank lines. */
  description: z.string().max(COURSE_TEXT_MAX * COURSE_PARAGRAPHS_MAX),
})
type FactsValues = z.input<typeof factsFormSchema>
type Facts = z.output<typeof factsFormSchema>

/** What an author types may be in any script: each field takes the direction of its own text. */
const userText = { htmlInput: { dir: 'auto' } } as const

const FIELDS = [
  'courseTitle',
  'desc',
  'tags',
  'about',
  'description',
  'skillLevel',
  'language',
  'isCaptions',
  'instructorPosition',
  'coverUploadId',
] as const

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

function valuesOf(course: AuthoringCourse | undefined): FactsValues {
  const level = courseSkillLevelSchema.safeParse(course?.skillLevel)
  const language = courseLanguageSchema.safeParse(course?.language)
  return {
    courseTitle: course?.courseTitle ?? '',
    desc: course?.desc ?? '',
    tags: course?.tags ?? 'Web',
    about: course?.about ?? '',
    description: course?.description.join('\n\n') ?? '',
    skillLevel: level.success ? level.data : 'Beginner',
    language: language.success ? language.data : 'English',
    isCaptions: course?.isCaptions ?? false,
    instructorPosition: course?.instructorPosition ?? '',
    coverUploadId: course?.coverUploadId ?? null,
  }
}

export type CourseFactsFormProps = {
  /** The course to edit; undefined to create one. */
  course?: AuthoringCourse
  onSaved: (course: AuthoringCourse) => void
}

export function CourseFactsForm({ course, onSaved }: CourseFactsFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const save = useSaveCourse()
  const headingId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const [cover, setCover] = useState<string | null>(course?.coverUploadId ? course.image : null)
  const [uploading, setUploading] = useState(false)
  const { control, handleSubmit, setError, setValue, formState } = useForm<FactsValues, unknown, Facts>({
    resolver: zodResolver(factsFormSchema),
    defaultValues: valuesOf(course),
  })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      const saved = await save.mutateAsync({
        courseId: course?.id,
        body: { ...values, description: paragraphsOf(values.description) },
      })
      onSaved(saved)
    } catch (error) {
      const outcome = applyServerErrors(error, setError, FIELDS)
      if (!outcome.placed) setFormError(outcome.issue ? errorText(outcome.issue) : t('common.saveFailed'))
    }
  })

  const onCover = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    setFormError(null)
    try {
      const uploaded = await uploadCourseCover(file)
      setValue('coverUploadId', uploaded.id, { shouldDirty: true })
      setCover(uploaded.url)
    } catch (error) {
      const outcome = applyServerErrors(error, setError, [])
      setFormError(outcome.issue ? errorText(outcome.issue) : t('academy.authoring.errors.cover'))
    } finally {
      setUploading(false)
    }
  }

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        title={t('academy.authoring.facts.title')}
        slotProps={{ title: { id: headingId, component: 'h2', variant: 'h5' } }}
      />
      <CardContent>
        <Box component="form" noValidate onSubmit={onSubmit}>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormTextField
                control={control}
                name="courseTitle"
                slotProps={userText}
                label={t('academy.authoring.facts.courseTitle')}
                errorText={errorText}
                required
                fullWidth
                autoComplete="off"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={control}
                name="tags"
                select
                label={t('academy.authoring.facts.tag')}
                fullWidth
              >
                {COURSE_TAGS.map((tag) => (
                  <MenuItem key={tag} value={tag}>
                    {t(courseTagKey(tag))}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="desc"
                slotProps={userText}
                label={t('academy.authoring.facts.desc')}
                helperText={t('academy.authoring.facts.descHint')}
                errorText={errorText}
                required
                fullWidth
                multiline
                minRows={2}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                control={control}
                name="skillLevel"
                select
                label={t('academy.authoring.facts.skillLevel')}
                fullWidth
              >
                {COURSE_SKILL_LEVELS.map((level) => (
                  <MenuItem key={level} value={level}>
                    {t(courseSkillLevelKey(level))}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                control={control}
                name="language"
                select
                label={t('academy.authoring.facts.language')}
                fullWidth
              >
                {COURSE_LANGUAGES.map((language) => (
                  <MenuItem key={language} value={language}>
                    {t(courseLanguageKey(language))}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormSwitchField
                control={control}
                name="isCaptions"
                label={t('academy.authoring.facts.captions')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="instructorPosition"
                slotProps={userText}
                label={t('academy.authoring.facts.instructorPosition')}
                errorText={errorText}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              {cover ? (
                <Box
                  component="img"
                  src={cover}
                  alt=""
                  sx={{ width: 96, height: 54, objectFit: 'cover', borderRadius: 1, flex: '0 0 auto' }}
                />
              ) : null}
              <Button component="label" variant="outlined" loading={uploading}>
                {t(cover ? 'academy.authoring.facts.replaceCover' : 'academy.authoring.facts.cover')}
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  onChange={(event) => void onCover(event.target.files?.[0])}
                />
              </Button>
              {cover ? (
                <Button
                  color="secondary"
                  onClick={() => {
                    setValue('coverUploadId', null, { shouldDirty: true })
                    setCover(null)
                  }}
                >
                  {t('academy.authoring.facts.removeCover')}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('academy.authoring.facts.coverHint')}
                </Typography>
              )}
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="about"
                slotProps={userText}
                label={t('academy.authoring.facts.about')}
                errorText={errorText}
                fullWidth
                multiline
                minRows={2}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="description"
                slotProps={userText}
                label={t('academy.authoring.facts.description')}
                helperText={t('academy.authoring.facts.descriptionHint')}
                errorText={errorText}
                fullWidth
                multiline
                minRows={4}
              />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t(course ? 'common.saveChanges' : 'academy.authoring.facts.create')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
