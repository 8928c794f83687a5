import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import LinearProgress from '@mui/material/LinearProgress'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { useCrmFigures } from '@/features/cards/api'

/** What the invoices say: paid against invoiced, from the stored invoices and payments. */
export function CardWidgetsInvoices() {
  const { t } = useTranslation()
  const format = useFormat()
  const { data } = useCrmFigures()
  const invoices = data?.invoices
  const paidShare = invoices && invoices.invoiced > 0 ? (invoices.paid / invoices.invoiced) * 100 : 0
  return (
    <Card variant="outlined">
      <CardHeader title={t('cards.widgets.invoicesTitle')} slotProps={{ title: { component: 'h3' } }} />
      <CardContent>
        {invoices ? (
          <>
            <Typography variant="h5" component="p">
              {format.money(invoices.paid)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('cards.widgets.paidOf', {
                invoiced: format.money(invoices.invoiced),
                count: invoices.total,
              })}
            </Typography>
            <LinearProgress
              variant="determinate"
              // Collected counts overpayments too, so it may pass what was invoiced: the bar stops full.
              value={Math.min(paidShare, 100)}
              color="success"
              aria-label={t('cards.widgets.paidShare')}
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
              <Typography variant="caption">{format.wholeShare(paidShare)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t('cards.widgets.outstanding', { amount: format.money(invoices.outstanding) })}
              </Typography>
            </Box>
          </>
        ) : (
          <Skeleton variant="rounded" height={96} />
        )}
      </CardContent>
    </Card>
  )
}
