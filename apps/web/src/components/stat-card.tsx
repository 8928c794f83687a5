// A figure with its label and icon, for the cards above lists and on dashboards; and the row of
// such cards above a list, which gives way to the error with a retry when its figures fail to load.
import type { ReactNode } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import { ErrorState } from './state-views'

type StatCardColor = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info'

export type StatCardProps = {
  label: string
  /** Already formatted (e.g. "$1,204.00"); undefined while loading. */
  value: ReactNode | undefined
  icon: ReactNode
  color?: StatCardColor
  caption?: ReactNode
}

export function StatCard({ label, value, icon, color = 'primary', caption }: StatCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          // On a phone two cards share a row, compact, so the list under them starts on the first screen.
          p: { xs: 1.5, sm: 2.5 },
          '&:last-child': { pb: { xs: 1.5, sm: 3 } },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography color="text.secondary" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ mt: 0.5, fontSize: { xs: '1.125rem', sm: undefined } }}
          >
            {value === undefined ? <Skeleton width={80} /> : value}
          </Typography>
          {/* The caption's line is kept even while empty: a caption that arrives with the
              figures (a share of the total) then moves nothing below the cards. */}
          <Typography variant="caption" component="p" color="text.secondary" sx={{ minHeight: '1.66em' }}>
            {caption}
          </Typography>
        </Box>
        <Avatar
          variant="rounded"
          aria-hidden
          sx={(theme) => ({
            bgcolor: alpha(theme.palette[color].main, 0.16),
            color: theme.palette[color].main,
            width: 42,
            height: 42,
            // Decorative: on a phone the figure gets the room.
            display: { xs: 'none', sm: 'flex' },
          })}
        >
          {icon}
        </Avatar>
      </CardContent>
    </Card>
  )
}

export type StatCardGridProps = {
  /** Up to four cards in a row on a wide screen, two (compact) on a phone. */
  cards: (StatCardProps & { key: string })[]
  error?: unknown
  onRetry?: () => void
  /** Names the cards as a region for assistive technology. */
  label?: string
}

export function StatCardGrid({ cards, error, onRetry, label }: StatCardGridProps) {
  if (error) return <ErrorState error={error} onRetry={onRetry} />
  return (
    <Grid container spacing={{ xs: 1.5, sm: 3 }} component={label ? 'section' : 'div'} aria-label={label}>
      {cards.map(({ key, ...card }) => (
        <Grid key={key} size={{ xs: 6, lg: 3 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  )
}
