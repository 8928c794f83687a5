// /apps/academy/course-details (the course the learner touched last) and /course-details/:id: the
// lesson player (HTML5 video; the course's poster when a topic has no video, nothing fetched from
// outside), the sections with topics to tick, the learner's progress, the instructor and facts.
import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { CourseDetails } from '@aurum/shared'
import { ErrorState, LoadingState } from '@/components/state-views'
import { PageHeader } from '@/components/page-header'
import { TonalChip } from '@/components/tonal-chip'
import { useFormat } from '@/lib/format'
import { useCourseDetails, useEnrol } from '../api'
import { CourseContent } from '../components/course-content'
import { courseFactText, coursePercent, courseTagKey } from '../components/course-labels'

/** The :id of the address, null without one; an id that is no number asks for course 0 (not found). */
function useCourseId(): number | null {
  const { id } = useParams()
  if (id === undefined) return null
  return /^\d{1,9}$/.test(id) ? Number(id) : 0
}

export function CourseDetailsPage() {
  const { t } = useTranslation()
  const courseId = useCourseId()
  const query = useCourseDetails(courseId)
  if (query.isPending) return <LoadingState label={t('academy.details.loading')} />
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundText={t('academy.details.notFound')}
      />
    )
  return <CourseDetailsView key={query.data.courseId} details={query.data} />
}

function CourseDetailsView({ details }: { details: CourseDetails }) {
  const { t } = useTranslation()
  const format = useFormat()
  const enrol = useEnrol()
  const topics = details.content.flatMap((section) => section.topics)
  const [selectedTopicId, setSelectedTopicId] = useState<number | null>(
    () => (topics.find((topic) => !topic.isCompleted) ?? topics[0])?.id ?? null,
  )
  const selected = topics.find((topic) => topic.id === selectedTopicId) ?? null
  const percent = coursePercent(details.completedTasks, details.totalTasks)
  const facts: [string, string][] = [
    [t('academy.details.facts.skillLevel'), courseFactText(t, 'skillLevel', details.skillLevel)],
    [t('academy.details.facts.students'), format.number(details.totalStudents)],
    [t('academy.details.facts.language'), courseFactText(t, 'language', details.language)],
    [
      t('academy.details.facts.captions'),
      details.isCaptions ? t('academy.details.yes') : t('academy.details.no'),
    ],
    [t('academy.details.facts.lectures'), format.number(details.totalLectures)],
    [t('academy.details.facts.length'), format.duration(details.minutes)],
  ]

  return (
    <Box>
      <PageHeader
        title={details.title}
        subtitle={t('academy.details.by', { instructor: details.instructor })}
        actions={
          <>
            <TonalChip label={t(courseTagKey(details.tags))} color="primary" />
            {details.isEnrolled ? null : (
              <Button
                variant="contained"
                onClick={() => enrol.mutate(details.courseId)}
                loading={enrol.isPending}
              >
                {t('academy.details.enrol')}
              </Button>
            )}
          </>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Card>
            <CardContent>
              <Box
                component="video"
                controls
                preload="none"
                poster={details.poster}
                src={selected?.videoUrl ?? undefined}
                aria-label={t('academy.details.player', { title: selected?.title ?? details.title })}
                sx={{
                  width: '100%',
                  aspectRatio: '16 / 9',
                  display: 'block',
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  objectFit: 'cover',
                }}
              />
              <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
                {selected?.title ?? details.title}
              </Typography>
              {selected && !selected.videoUrl ? (
                <Typography variant="body2" color="text.secondary">
                  {t('academy.details.noVideo')}
                </Typography>
              ) : null}
            </CardContent>
            <Divider />
            <CardContent>
              <Typography component="h2" variant="h6" gutterBottom>
                {t('academy.details.about')}
              </Typography>
              <Typography color="text.secondary">{details.about}</Typography>
            </CardContent>
            <Divider />
            <CardContent>
              <Typography component="h2" variant="h6" gutterBottom>
                {t('academy.details.byTheNumbers')}
              </Typography>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
                  gap: 1,
                  m: 0,
                }}
              >
                {facts.map(([label, value]) => (
                  <Box key={label} sx={{ display: 'flex', gap: 1 }}>
                    <Typography component="dt" color="text.secondary">
                      {label}:
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
            <Divider />
            <CardContent>
              <Typography component="h2" variant="h6" gutterBottom>
                {t('academy.details.description')}
              </Typography>
              {details.description.map((paragraph, index) => (
                <Typography key={index} color="text.secondary" paragraph>
                  {paragraph}
                </Typography>
              ))}
            </CardContent>
            <Divider />
            <CardContent>
              <Typography component="h2" variant="h6" gutterBottom>
                {t('academy.details.instructor')}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar src={details.instructorAvatar} alt="" />
                <Box>
                  <Typography sx={{ fontWeight: 500 }}>{details.instructor}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {details.instructorPosition}
                  </Typography>
                </Box>
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Card>
            <CardHeader
              title={t('academy.details.content')}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
              subheader={
                <Box sx={{ mt: 1 }}>
                  <Typography variant="body2" data-testid="course-progress">
                    {t('academy.myCourse.tasks', {
                      completed: details.completedTasks,
                      total: details.totalTasks,
                    })}{' '}
                    · {format.wholeShare(percent)}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={percent}
                    sx={{ mt: 1 }}
                    aria-label={t('academy.myCourse.progressLabel', { title: details.title })}
                  />
                </Box>
              }
            />
            <CourseContent
              sections={details.content}
              selectedTopicId={selectedTopicId}
              onSelectTopic={setSelectedTopicId}
            />
          </Card>
        </Grid>
      </Grid>
    </Box>
  )
}
