// /apps/academy/my-course: the courses with the learner's progress; search (title or tutor), label,
// hide completed, sort and pages held in the URL and answered by the server.
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Pagination from '@mui/material/Pagination'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { COURSE_TAGS, courseListQuerySchema, type CourseSortKey } from '@aurum/shared'
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views'
import { PageHeader } from '@/components/page-header'
import { TableSearch } from '@/components/data-table'
import { useListParams } from '@/lib/list-params'
import { useCourses } from '../api'
import { CourseCard } from '../components/course-card'
import { courseTagKey } from '../components/course-labels'

/** Six cards a page: two rows of three on wide screens. */
const COURSES_PER_PAGE = 6
const pageQuerySchema = courseListQuerySchema.extend({
  itemsPerPage: courseListQuerySchema.shape.itemsPerPage.unwrap().default(COURSES_PER_PAGE),
})

const SORTS: { value: string; sortBy: CourseSortKey; orderBy: 'asc' | 'desc' }[] = [
  { value: 'courseName-asc', sortBy: 'courseName', orderBy: 'asc' },
  { value: 'courseName-desc', sortBy: 'courseName', orderBy: 'desc' },
  { value: 'progress-asc', sortBy: 'progress', orderBy: 'asc' },
  { value: 'progress-desc', sortBy: 'progress', orderBy: 'desc' },
]

export function MyCoursePage() {
  const { t } = useTranslation()
  const { params, setParams } = useListParams(pageQuerySchema)
  const query = useCourses(params)
  const { data } = query
  const sortValue = params.sortBy ? `${params.sortBy}-${params.orderBy}` : ''
  const pages = data ? Math.max(1, Math.ceil(data.total / params.itemsPerPage)) : 1

  return (
    <Box>
      <PageHeader
        title={t('academy.myCourse.title')}
        subtitle={data ? t('academy.myCourse.subtitle', { count: data.totalCourse }) : undefined}
      />
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 260px', '& .MuiTextField-root': { width: '100%' } }}>
            <TableSearch
              value={params.q}
              onChange={(q) => setParams({ q })}
              label={t('academy.myCourse.search')}
            />
          </Box>
          <TextField
            select
            size="small"
            label={t('academy.myCourse.label')}
            value={params.label}
            onChange={(event) => setParams({ label: event.target.value })}
            fullWidth={false}
            sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            <MenuItem value="All Courses">{t('academy.myCourse.allCourses')}</MenuItem>
            {COURSE_TAGS.map((tag) => (
              <MenuItem key={tag} value={tag}>
                {t(courseTagKey(tag))}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('academy.myCourse.sort')}
            value={sortValue}
            onChange={(event) => {
              const sort = SORTS.find((option) => option.value === event.target.value)
              setParams({ sortBy: sort?.sortBy ?? null, orderBy: sort?.orderBy ?? null })
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth={false}
            sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            <MenuItem value="">{t('academy.myCourse.sorts.default')}</MenuItem>
            {SORTS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {t(`academy.myCourse.sorts.${option.value}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={params.hideCompleted === true}
                onChange={(event) => setParams({ hideCompleted: event.target.checked ? true : null })}
              />
            }
            label={t('academy.myCourse.hideCompleted')}
            sx={{ marginInlineStart: { md: 'auto' } }}
          />
        </CardContent>
      </Card>
      {query.isPending ? <LoadingState label={t('academy.myCourse.loading')} /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && data.courses.length === 0 ? <EmptyState title={t('academy.myCourse.empty')} /> : null}
      {data && data.courses.length > 0 ? (
        <>
          <Grid container spacing={3} component="section" aria-label={t('academy.myCourse.listLabel')}>
            {data.courses.map((course) => (
              <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <CourseCard course={course} />
              </Grid>
            ))}
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination
              count={pages}
              page={Math.min(params.page, pages)}
              onChange={(_event, page) => setParams({ page })}
              color="primary"
              getItemAriaLabel={(type, page, selected) =>
                type === 'page'
                  ? t(selected ? 'academy.myCourse.currentPage' : 'academy.myCourse.goToPage', { page })
                  : t(`academy.myCourse.pager.${type}`)
              }
            />
          </Box>
        </>
      ) : null}
    </Box>
  )
}
