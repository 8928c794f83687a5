import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '@aurum/shared'
import { useFormat } from '@/lib/format'
import { useCrmFigures } from '@/features/cards/api'

const STATUS_KEYS: Record<OrderStatus, string> = {
  'Ready to Pickup': 'readyToPickup',
  Dispatched: 'dispatched',
  'Out for Delivery': 'outForDelivery',
  Delivered: 'delivered',
}

/** The orders by status, each with its share of all orders. */
export function CardWidgetsOrders() {
  const { t } = useTranslation()
  const format = useFormat()
  const { data } = useCrmFigures()
  const total = data?.orderStatuses.reduce((sum, entry) => sum + entry.orders, 0) ?? 0
  return (
    <Card variant="outlined">
      <CardHeader
        title={t('cards.widgets.ordersTitle')}
        subheader={
          data ? t('cards.widgets.ordersTotal', { count: total, formatted: format.number(total) }) : undefined
        }
        slotProps={{ title: { component: 'h3' } }}
      />
      <CardContent>
        {data ? (
          <Stack spacing={1}>
            {data.orderStatuses.map((entry) => (
              <Box key={entry.status} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2">
                  {entry.status in STATUS_KEYS
                    ? t(`cards.widgets.status.${STATUS_KEYS[entry.status as OrderStatus]}`)
                    : entry.status}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${format.number(entry.orders)} · ${format.wholeShare(total ? (entry.orders / total) * 100 : 0)}`}
                </Typography>
              </Box>
            ))}
          </Stack>
        ) : (
          <Skeleton variant="rounded" height={120} />
        )}
      </CardContent>
    </Card>
  )
}
