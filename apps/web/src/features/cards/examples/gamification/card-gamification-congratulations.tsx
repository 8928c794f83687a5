import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { useSession } from '@/lib/session'
import { useCrmFigures } from '@/features/cards/api'

/** The signed-in user congratulated on this month's sales, from the orders. */
export function CardGamificationCongratulations() {
  const { t } = useTranslation()
  const format = useFormat()
  const { userData } = useSession()
  const { data } = useCrmFigures()
  const firstName = userData?.fullName.split(' ')[0] ?? ''
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h3">
            {t('cards.gamification.congratulations', { name: firstName })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('cards.gamification.salesThisMonth')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ mb: 2 }}>
            {data ? format.money(data.sales.trend.current) : <Skeleton width={120} />}
          </Typography>
          <Button variant="contained" size="small">
            {t('cards.gamification.viewSales')}
          </Button>
        </Box>
        <EmojiEventsOutlined sx={{ fontSize: 72, color: 'warning.main' }} aria-hidden />
      </CardContent>
    </Card>
  )
}
