import { useId, type ReactNode } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { readableTone } from './readable-tone'
import type { SvgIconComponent } from '@mui/icons-material'
import TrendingUp from '@mui/icons-material/TrendingUp'
import TrendingDown from '@mui/icons-material/TrendingDown'
import { useTranslation } from 'react-i18next'
import type { CrmTrend } from '@aurum/shared'
import { TonalChip } from '@/components/tonal-chip'
import { useFormat } from '@/lib/format'

export type CrmStatCardProps = {
  title: string
  value: string
  icon: SvgIconComponent
  color: 'primary' | 'success' | 'info' | 'warning' | 'error' | 'secondary'
  /**
   * Change against the previous month (or `comparison`'s period) shown under the figure. Without a
   * change (the server's null: no full period before to measure against) a figure above zero
   * reads as new, never as a percentage.
   */
  trend?: CrmTrend
  caption?: ReactNode
  /** What the trend compares with, and what shows when there is nothing to compare (month texts by default). */
  comparison?: { versus: string; none: string }
}

export function CrmStatCard({
  title,
  value,
  icon: Icon,
  color,
  trend,
  caption,
  comparison,
}: CrmStatCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const change = trend?.changePercent ?? null
  const up = change !== null && change >= 0
  const titleId = useId()
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Box
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={titleId} component="h2" variant="body1" color="text.secondary">
            {title}
          </Typography>
          <Avatar
            variant="rounded"
            aria-hidden
            sx={(theme) => ({
              bgcolor: theme.palette.tonal[color].tint,
              color: theme.palette.tonal[color].onTint,
              width: 40,
              height: 40,
            })}
          >
            <Icon />
          </Avatar>
        </Box>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 600, mb: 1, whiteSpace: 'nowrap', fontSize: { xs: '1.5rem', xl: '1.75rem' } }}
        >
          {value}
        </Typography>
        {trend ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            {change === null ? (
              <>
                {trend.current !== 0 ? (
                  <TonalChip color="info" label={t('dashboards.crm.newFigure')} />
                ) : null}
                <Typography variant="body2" color="text.secondary">
                  {comparison?.none ?? t('dashboards.crm.noComparison')}
                </Typography>
              </>
            ) : (
              <>
                {up ? (
                  <TrendingUp fontSize="small" color="success" aria-hidden />
                ) : (
                  <TrendingDown fontSize="small" color="error" aria-hidden />
                )}
                <Typography
                  variant="body2"
                  sx={(theme) => ({ fontWeight: 600, color: readableTone(theme, up ? 'success' : 'error') })}
                >
                  {format.percent(change)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {comparison?.versus ?? t('dashboards.crm.vsPreviousMonth')}
                </Typography>
              </>
            )}
          </Box>
        ) : null}
        {caption ? (
          <Typography variant="body2" color="text.secondary">
            {caption}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  )
}
