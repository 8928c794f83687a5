// How many reviews gave each number of stars: a row a rating with its bar and count (the e-commerce
// dashboard's reviews card, the review list's summary). The row's words come from the caller's
// feature; the visible stars and count are hidden from screen readers, which read the bar's label.
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import { useFormat } from '@/lib/format'

export type RatingCount = { rating: number; count: number }

export function RatingBars({
  ratings,
  total,
  starsLabel,
  rowLabel,
  sx,
}: {
  ratings: RatingCount[]
  total: number
  /** "5 stars", drawn before the bar. */
  starsLabel: (rating: number) => string
  /** What the bar says to a screen reader: the stars and the count. */
  rowLabel: (row: RatingCount) => string
  sx?: SxProps<Theme>
}) {
  const format = useFormat()
  return (
    <Box
      component="ul"
      sx={[{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {ratings.map((row) => (
        <Box component="li" key={row.rating} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="body2" sx={{ minWidth: 56, whiteSpace: 'nowrap' }} aria-hidden>
            {starsLabel(row.rating)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total ? (row.count / total) * 100 : 0}
            aria-label={rowLabel(row)}
            sx={{ flexGrow: 1 }}
          />
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ minWidth: 28, textAlign: 'end' }}
            aria-hidden
          >
            {format.number(row.count)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
