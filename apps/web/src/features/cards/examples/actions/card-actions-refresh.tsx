import CloseOutlined from '@mui/icons-material/CloseOutlined'
import RefreshOutlined from '@mui/icons-material/RefreshOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { useCrmFigures } from '@/features/cards/api'

/** Header actions: refresh the card's figure from the server, or close the card. */
export function CardActionsRefresh() {
  const { t } = useTranslation()
  const format = useFormat()
  const figures = useCrmFigures()
  const [closed, setClosed] = useState(false)
  if (closed)
    return (
      <Button variant="outlined" onClick={() => setClosed(false)}>
        {t('cards.actions.reopen')}
      </Button>
    )
  return (
    <Card variant="outlined">
      {figures.isFetching && (
        <LinearProgress variant="determinate" value={50} aria-label={t('cards.actions.refreshing')} />
      )}
      <CardHeader
        title={t('cards.actions.refreshTitle')}
        slotProps={{ title: { component: 'h3' } }}
        action={
          <Box sx={{ display: 'flex' }}>
            <IconButton
              aria-label={t('cards.actions.refresh')}
              onClick={() => void figures.refetch()}
              disabled={figures.isFetching}
            >
              <RefreshOutlined />
            </IconButton>
            <IconButton aria-label={t('common.close')} onClick={() => setClosed(true)}>
              <CloseOutlined />
            </IconButton>
          </Box>
        }
      />
      <CardContent>
        <Typography variant="h5" component="p">
          {figures.data ? format.money(figures.data.orders.averageValue) : '—'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {figures.data
            ? t('cards.actions.computedAt', { time: format.dateTime(figures.data.generatedAt) })
            : t('common.loading')}
        </Typography>
      </CardContent>
    </Card>
  )
}
