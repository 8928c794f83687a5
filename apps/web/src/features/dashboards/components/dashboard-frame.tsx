// What both dashboards put around their cards: the heading with the month the figures reach,
// a skeleton of the cards while the figures load, and an error with a retry button.
import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

export type DashboardFrameProps<T extends object> = {
  /**
   * The dashboard's strings: `dashboards.<name>.title`, `subtitle` (given the month the figures
   * reach when they have one), `loading`, `retry`, `error`.
   */
  name: 'crm' | 'ecommerce' | 'academy' | 'logistics' | 'analytics'
  query: UseQueryResult<T>
  /** How many stat cards the first row holds while loading (three or four per line on wide screens). */
  statCards: number
  statCardsPerLine: 3 | 4
  children: (data: T) => ReactNode
}

export function DashboardFrame<T extends object>({
  name,
  query,
  statCards,
  statCardsPerLine,
  children,
}: DashboardFrameProps<T>) {
  const { t } = useTranslation()
  const format = useFormat()
  const { data, isPending, isError, refetch, isRefetching } = query
  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1">
          {t(`dashboards.${name}.title`)}
        </Typography>
        {data ? (
          <Typography color="text.secondary">
            {'lastMonth' in data && typeof data.lastMonth === 'string'
              ? t(`dashboards.${name}.subtitle`, { month: format.monthLong(data.lastMonth) })
              : t(`dashboards.${name}.subtitle`)}
          </Typography>
        ) : null}
      </Box>
      {isPending ? (
        <Grid container spacing={3} role="status" aria-label={t(`dashboards.${name}.loading`)}>
          {Array.from({ length: statCards }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, lg: 12 / statCardsPerLine }}>
              <Skeleton variant="rounded" height={136} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, lg: 8 }}>
            <Skeleton variant="rounded" height={400} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Skeleton variant="rounded" height={400} />
          </Grid>
        </Grid>
      ) : null}
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} loading={isRefetching}>
              {t(`dashboards.${name}.retry`)}
            </Button>
          }
        >
          {t(`dashboards.${name}.error`)}
        </Alert>
      ) : null}
      {data ? children(data) : null}
    </Box>
  )
}
