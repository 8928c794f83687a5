// One course of the learner's list: poster, tag, rating, title, progress and the next step.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined'
import StarRounded from '@mui/icons-material/StarRounded'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { courseTimeMinutes, type Course } from '@aurum/shared'
import { TonalChip } from '@/components/tonal-chip'
import { useFormat } from '@/lib/format'
import { paths } from '@/lib/paths'
import { coursePercent, courseTagKey, courseTone } from './course-labels'

export function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation()
  const format = useFormat()
  const percent = coursePercent(course.completedTasks, course.totalTasks)
  const complete = course.isEnrolled && course.completedTasks === course.totalTasks
  const to = paths.courseDetailsOf(course.id)
  const minutes = courseTimeMinutes(course.time)
  const titleId = `course-${course.id}-title`
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardMedia component="img" image={course.image} alt="" sx={{ height: 140, objectFit: 'cover' }} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <TonalChip label={t(courseTagKey(course.tags))} color={courseTone(course.color)} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <StarRounded fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
            <Typography variant="body2">
              {t('academy.myCourse.rating', {
                rating: format.decimal(course.rating).replace(/0$/, ''),
                count: course.ratingCount,
                formatted: format.number(course.ratingCount),
              })}
            </Typography>
          </Box>
        </Box>
        <Typography id={titleId} component="h2" variant="h6">
          <Link component={RouterLink} to={to} underline="hover" color="text.primary">
            {course.courseTitle}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('academy.myCourse.by', { tutor: course.user })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {course.desc}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <AccessTimeOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">{minutes === null ? course.time : format.duration(minutes)}</Typography>
          {complete ? (
            <TonalChip
              color="success"
              label={t('academy.myCourse.completed')}
              sx={{ marginInlineStart: 'auto' }}
            />
          ) : null}
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('academy.myCourse.progressLabel', { title: course.courseTitle })}
          aria-valuetext={t('academy.myCourse.tasks', {
            completed: course.completedTasks,
            total: course.totalTasks,
          })}
        />
        <Typography variant="body2" color="text.secondary" data-testid="course-tasks">
          {t('academy.myCourse.tasks', { completed: course.completedTasks, total: course.totalTasks })} ·{' '}
          {format.wholeShare(percent)}
        </Typography>
        <Button
          component={RouterLink}
          to={to}
          variant="outlined"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
        >
          {complete
            ? t('academy.myCourse.review')
            : course.completedTasks > 0
              ? t('academy.myCourse.continue')
              : t('academy.myCourse.start')}
        </Button>
      </CardContent>
    </Card>
  )
}
