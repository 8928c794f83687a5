// /apps/academy/authoring/new and /apps/academy/authoring/:id: a course's facts, then (once it
// exists) its sections and topics. Another author's course answers 403 and is said so.
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { PageHeader } from '@/components/page-header'
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views'
import { ApiError } from '@/lib/api-client'
import { paths } from '@/lib/paths'
import { useAuthoredCourse } from '../api'
import { CourseContentEditor } from '../components/course-content-editor'
import { CourseFactsForm } from '../components/course-facts-form'

const backToList = (label: string) => (
  <Button
    component={RouterLink}
    to={paths.courseAuthoring}
    startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
  >
    {label}
  </Button>
)

export function CourseNewPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Box>
      <PageHeader
        title={t('academy.authoring.editor.newTitle')}
        actions={backToList(t('academy.authoring.editor.back'))}
      />
      <CourseFactsForm
        onSaved={(course) => void navigate(paths.courseAuthoringOf(course.id), { replace: true })}
      />
    </Box>
  )
}

export function CourseEditorPage() {
  const { t } = useTranslation()
  const courseId = Number(useParams().id)
  const course = useAuthoredCourse(courseId)
  if (course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400))
    return <EmptyState title={t('academy.details.notFound')} />
  if (course.error instanceof ApiError && course.error.status === 403)
    return <EmptyState title={t('academy.authoring.editor.notYours')} />
  if (course.error) return <ErrorState error={course.error} onRetry={() => void course.refetch()} />
  if (!course.data) return <LoadingState label={t('academy.details.loading')} />
  return (
    <Box>
      <PageHeader
        title={t('academy.authoring.editor.editTitle', { title: course.data.courseTitle })}
        actions={
          <>
            {backToList(t('academy.authoring.editor.back'))}
            <Button
              component={RouterLink}
              to={paths.courseDetailsOf(course.data.id)}
              variant="outlined"
              startIcon={<VisibilityOutlinedIcon />}
            >
              {t('academy.authoring.editor.view')}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <CourseFactsForm key={course.data.id} course={course.data} onSaved={() => undefined} />
        <CourseContentEditor course={course.data} />
      </Box>
    </Box>
  )
}
