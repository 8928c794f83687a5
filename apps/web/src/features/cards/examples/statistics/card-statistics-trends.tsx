import TrendingDownOutlined from '@mui/icons-material/TrendingDownOutlined'
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { readableShade } from '@/components/tonal-chip'
import { useFormat } from '@/lib/format'
import { useCrmFigures } from '@/features/cards/api'

const TRENDS = ['sales', 'orders', 'customers'] as const

/** This month against the month before, for sales, orders and new customers. */
export function CardStatisticsTrends() {
  const { t } = useTranslation()
  const format = useFormat()
  const { data } = useCrmFigures()
  return (
    <Stack spacing={2}>
      {TRENDS.map((id) => {
        const trend = data?.[id].trend
        const change = trend?.changePercent ?? null
        const up = change !== null && change >= 0
        return (
          <Card key={id} variant="outlined">
            <CardContent
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
            >
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {t(`cards.statistics.trend.${id}`)}
                </Typography>
                <Typography variant="h6" component="p">
                  {data ? (
                    (id === 'sales' ? format.money : format.number)(data[id].trend.current)
                  ) : (
                    <Skeleton width={60} />
                  )}
                </Typography>
              </Box>
              {/* Without a change (no full month before) a figure above zero is new; none is nothing. */}
              {trend && change === null && trend.current !== 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {t('cards.statistics.noBase')}
                </Typography>
              )}
              {change !== null && (
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    color: (theme) => readableShade(theme, up ? 'success' : 'error'),
                  }}
                >
                  {up ? <TrendingUpOutlined /> : <TrendingDownOutlined />}
                  <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 600 }}>
                    {format.percent(change)}
                  </Typography>
                </Box>
              )}
            </CardContent>
          </Card>
        )
      })}
    </Stack>
  )
}
