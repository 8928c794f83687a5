// The two cards above the reviews table: the average with the count per rating, and the review
// statistics (this week against the week before, positive share, pending/published and a bar
// per day). Plain MUI bars: a feature does not load the dashboards' chart library.
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { alpha, useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import StarRounded from '@mui/icons-material/StarRounded'
import { useTranslation } from 'react-i18next'
import type { ReviewStats } from '@aurum/shared'
import { StatCardGrid } from '@/components/stat-card'
import { ErrorState } from '@/components/state-views'
import { TonalChip } from '@/components/tonal-chip'
import { useFormat } from '@/lib/format'
import { RatingBars } from '@/components/rating-bars'

export type ReviewStatsCardsProps = {
  stats: ReviewStats | undefined
  error: unknown
  onRetry: () => void
}

export function ReviewStatsCards({ stats, error, onRetry }: ReviewStatsCardsProps) {
  // A phone gets the four figures as compact cards, so the reviews list starts on the first screen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  if (error) return <ErrorState error={error} onRetry={onRetry} />
  if (phone) return <ReviewStatsStrip stats={stats} />
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        {stats ? <ReviewRatingCard stats={stats} /> : <Skeleton variant="rounded" height={220} />}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {stats ? <ReviewWeekCard stats={stats} /> : <Skeleton variant="rounded" height={220} />}
      </Grid>
    </Grid>
  )
}

function ReviewStatsStrip({ stats }: { stats: ReviewStats | undefined }) {
  const { t } = useTranslation()
  const format = useFormat()
  const figure = (value: number | undefined, text: (value: number) => string = format.number) =>
    value === undefined ? undefined : text(value)
  return (
    <StatCardGrid
      label={t('ecommerce.reviews.stats.title')}
      cards={[
        {
          key: 'average',
          label: t('ecommerce.reviews.stats.average'),
          value: figure(stats?.average, format.decimal),
          icon: <StarRounded />,
          caption: stats
            ? t('ecommerce.reviews.stats.strip.total', { formatted: format.number(stats.total) })
            : undefined,
        },
        {
          key: 'week',
          label: t('ecommerce.reviews.stats.strip.thisWeek'),
          value: figure(stats?.thisWeek),
          icon: <StarRounded />,
          color: 'info',
          caption:
            stats && stats.weekChangePercent !== null
              ? t('ecommerce.reviews.stats.vsPreviousWeek', {
                  change: format.percent(stats.weekChangePercent),
                })
              : undefined,
        },
        {
          key: 'pending',
          label: t('ecommerce.reviews.stats.strip.pending'),
          value: figure(stats?.pending),
          icon: <StarRounded />,
          color: 'warning',
        },
        {
          key: 'published',
          label: t('ecommerce.reviews.stats.strip.published'),
          value: figure(stats?.published),
          icon: <StarRounded />,
          color: 'success',
        },
      ]}
    />
  )
}

function ReviewRatingCard({ stats }: { stats: ReviewStats }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Card component="section" aria-labelledby="review-rating-title" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Box sx={{ flex: '1 1 180px' }}>
          <Typography id="review-rating-title" component="h2" variant="body1" color="text.secondary">
            {t('ecommerce.reviews.stats.average')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
            <Typography
              component="p"
              variant="h3"
              sx={(theme) => ({ fontWeight: 600, color: theme.palette.primaryText })}
            >
              {format.decimal(stats.average)}
            </Typography>
            <StarRounded aria-hidden sx={{ color: 'primaryText', fontSize: 36 }} />
          </Box>
          <Typography sx={{ fontWeight: 500 }}>
            {t('ecommerce.reviews.stats.total', {
              count: stats.total,
              formatted: format.number(stats.total),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('ecommerce.reviews.stats.totalCaption')}
          </Typography>
          <TonalChip
            color="primary"
            label={t('ecommerce.reviews.stats.thisWeek', {
              count: stats.thisWeek,
              formatted: format.number(stats.thisWeek),
            })}
          />
        </Box>
        <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', sm: 'block' } }} />
        <RatingBars
          ratings={stats.ratings}
          total={stats.total}
          starsLabel={(rating) =>
            t('ecommerce.reviews.stars', { count: rating, formatted: format.number(rating) })
          }
          rowLabel={({ rating, count }) =>
            t('ecommerce.reviews.stats.ratingRow', {
              stars: t('ecommerce.reviews.stars', { count: rating, formatted: format.number(rating) }),
              reviews: t('ecommerce.reviews.stats.reviewsCount', { count, formatted: format.number(count) }),
            })
          }
          sx={{ flex: '1 1 220px', gap: 1.25, alignContent: 'center' }}
        />
      </CardContent>
    </Card>
  )
}

function ReviewWeekCard({ stats }: { stats: ReviewStats }) {
  const { t } = useTranslation()
  const format = useFormat()
  const change = stats.weekChangePercent
  const busiest = Math.max(1, ...stats.lastDays.map((day) => day.count))
  const lastDay = stats.lastDays[stats.lastDays.length - 1]
  return (
    <Card component="section" aria-labelledby="review-week-title" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Box sx={{ flex: '1 1 200px' }}>
          <Typography id="review-week-title" component="h2" variant="body1" color="text.secondary">
            {t('ecommerce.reviews.stats.title')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Typography component="p" variant="h6">
              {t('ecommerce.reviews.stats.newReviews', {
                count: stats.thisWeek,
                formatted: format.number(stats.thisWeek),
              })}
            </Typography>
            {change === null ? null : (
              <TonalChip
                color={change >= 0 ? 'success' : 'error'}
                label={t('ecommerce.reviews.stats.vsPreviousWeek', { change: format.percent(change) })}
              />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {lastDay ? t('ecommerce.reviews.stats.weekEnding', { day: format.day(lastDay.date) }) : null}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>
            {t('ecommerce.reviews.stats.positive', { share: format.share(stats.positivePercent) })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            <TonalChip
              color="warning"
              label={t('ecommerce.reviews.stats.pending', { formatted: format.number(stats.pending) })}
            />
            <TonalChip
              color="success"
              label={t('ecommerce.reviews.stats.published', { formatted: format.number(stats.published) })}
            />
          </Box>
        </Box>
        <Box
          component="figure"
          aria-label={t('ecommerce.reviews.stats.chartLabel', {
            days: stats.lastDays
              .map((day) => `${format.weekday(day.date)} ${format.number(day.count)}`)
              .join(', '),
          })}
          sx={{ flex: '1 1 220px', m: 0, display: 'flex', alignItems: 'flex-end', gap: 1, minHeight: 150 }}
        >
          {stats.lastDays.map((day) => (
            <Box
              key={day.date}
              aria-hidden
              sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.75 }}
            >
              <Typography variant="caption" color="text.secondary">
                {format.number(day.count)}
              </Typography>
              <Box sx={{ width: '100%', maxWidth: 28, height: 110, display: 'flex', alignItems: 'flex-end' }}>
                <Box
                  sx={(theme) => ({
                    width: '100%',
                    height: `${Math.max(4, (day.count / busiest) * 100)}%`,
                    borderRadius: 1,
                    bgcolor:
                      day.date === lastDay?.date
                        ? theme.palette.primary.main
                        : alpha(theme.palette.primary.main, 0.24),
                  })}
                />
              </Box>
              <Typography variant="caption" color="text.secondary">
                {format.weekday(day.date)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  )
}
