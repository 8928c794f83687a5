// The academy dashboard's cards: study minutes of the last days, courses by interest, popular
// instructors, top courses, the next topic and the courses in progress. Every figure comes from
// /api/dashboards/academy (the learner's stored progress and the catalogue).
import { useMemo } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import StarRounded from '@mui/icons-material/StarRounded'
import type { ApexOptions } from 'apexcharts'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AcademyDashboard, CourseTag } from '@aurum/shared'
import { useFormat } from '@/lib/format'
import { paths } from '@/lib/paths'
import { CrmCard } from './crm-card'
import { DonutCard } from './donut-card'
import { ApexChart } from '@/components/apex-chart'
import { useRtl } from './month-axis'
import { timeChartOptions } from './time-chart-options'

type AcademyCardProps = { data: AcademyDashboard }

const TAG_KEYS: Record<CourseTag, string> = {
  Web: 'web',
  Design: 'design',
  Psychology: 'psychology',
  'UI/UX': 'uiux',
  Art: 'art',
}

export function AcademyActivityCard({ data }: AcademyCardProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const format = useFormat()
  const rtl = useRtl()
  const days = useMemo(() => (rtl ? [...data.activity].reverse() : data.activity), [data.activity, rtl])
  const total = data.activity.reduce((sum, day) => sum + day.minutes, 0)
  const options = useMemo<ApexOptions>(
    () =>
      timeChartOptions({
        colors: [theme.palette.primary.main],
        shape: { bars: { borderRadius: 4, columnWidth: '45%' } },
        rtl,
        xaxis: { categories: days.map((day) => format.weekday(day.date)) },
        tooltipTitle: {
          formatter: (_value: number, context?: { dataPointIndex?: number }) =>
            format.day(days[context?.dataPointIndex ?? 0]?.date ?? ''),
        },
        axisValue: (value) => format.number(Math.round(value)),
        tooltipValue: (value) => t('dashboards.academy.activity.minutes', { minutes: format.number(value) }),
      }),
    [days, format, rtl, t, theme],
  )
  return (
    <CrmCard
      title={t('dashboards.academy.activity.title')}
      subheader={t('dashboards.academy.activity.subheader', { minutes: format.number(total) })}
    >
      <ApexChart
        type="bar"
        height={260}
        label={days
          .map(
            (day) =>
              `${format.day(day.date)}: ${t('dashboards.academy.activity.minutes', { minutes: format.number(day.minutes) })}`,
          )
          .join(', ')}
        series={[{ name: t('dashboards.academy.activity.series'), data: days.map((day) => day.minutes) }]}
        options={options}
      />
    </CrmCard>
  )
}

const INTEREST_TONES = ['primary', 'success', 'info', 'warning', 'error'] as const

export function AcademyInterestsCard({ data }: AcademyCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <DonutCard
      title={t('dashboards.academy.interests.title')}
      subheader={t('dashboards.academy.interests.subheader')}
      slices={data.interests.map((entry, index) => ({
        label: t(`dashboards.academy.tags.${TAG_KEYS[entry.tag]}`),
        value: entry.courses,
        tone: INTEREST_TONES[index % INTEREST_TONES.length],
      }))}
      totalLabel={t('dashboards.academy.interests.total')}
      format={format.number}
      height={300}
    />
  )
}

export function AcademyInstructorsCard({ data }: AcademyCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <CrmCard
      title={t('dashboards.academy.instructors.title')}
      subheader={t('dashboards.academy.instructors.subheader')}
      empty={data.popularInstructors.length === 0}
    >
      <List disablePadding>
        {data.popularInstructors.map((instructor) => (
          <ListItem key={instructor.name} disableGutters sx={{ gap: 1.5 }}>
            <Avatar src={instructor.avatar} alt="" />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{instructor.name}</Typography>
              <Typography variant="body2" color="text.secondary" noWrap title={instructor.position}>
                {instructor.position}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'end' }}>
              {t('dashboards.academy.instructors.students', { students: format.number(instructor.students) })}
            </Typography>
          </ListItem>
        ))}
      </List>
    </CrmCard>
  )
}

export function AcademyTopCoursesCard({ data }: AcademyCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <CrmCard
      title={t('dashboards.academy.topCourses.title')}
      subheader={t('dashboards.academy.topCourses.subheader')}
      empty={data.topCourses.length === 0}
    >
      <List disablePadding>
        {data.topCourses.map((course) => (
          <ListItem key={course.id} disableGutters sx={{ gap: 1.5 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={paths.courseDetailsOf(course.id)}
                underline="hover"
                sx={{ fontWeight: 500 }}
              >
                {course.courseTitle}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t('dashboards.academy.topCourses.learners', { learners: format.number(course.userCount) })}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <StarRounded fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
              <Typography variant="body2">{format.decimal(course.rating)}</Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </CrmCard>
  )
}

export function AcademyUpNextCard({ data }: AcademyCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const next = data.upNext
  return (
    <CrmCard
      title={t('dashboards.academy.upNext.title')}
      subheader={t('dashboards.academy.upNext.subheader')}
    >
      {next ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography sx={{ fontWeight: 500 }}>{next.topicTitle}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboards.academy.upNext.in', { course: next.courseTitle, instructor: next.instructor })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {format.duration(next.minutes)}
          </Typography>
          <Button
            component={RouterLink}
            to={paths.courseDetailsOf(next.courseId)}
            variant="contained"
            sx={{ alignSelf: 'flex-start', mt: 1 }}
          >
            {t('dashboards.academy.upNext.continue')}
          </Button>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('dashboards.academy.upNext.none')}</Typography>
      )}
    </CrmCard>
  )
}

export function AcademyAssignmentsCard({ data }: AcademyCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <CrmCard
      title={t('dashboards.academy.assignments.title')}
      subheader={t('dashboards.academy.assignments.subheader')}
      empty={data.assignments.length === 0}
    >
      <List disablePadding>
        {data.assignments.map((assignment) => (
          <ListItem
            key={assignment.courseId}
            disableGutters
            sx={{ display: 'block', py: 1 }}
            data-testid="assignment"
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.75 }}>
              <Link component={RouterLink} to={paths.courseDetailsOf(assignment.courseId)} underline="hover">
                {assignment.courseTitle}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t('dashboards.academy.assignments.tasks', {
                  completed: assignment.completedTasks,
                  total: assignment.totalTasks,
                })}{' '}
                · {format.share(assignment.percent)}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={assignment.percent}
              aria-label={t('dashboards.academy.assignments.progress', { title: assignment.courseTitle })}
            />
          </ListItem>
        ))}
      </List>
    </CrmCard>
  )
}
