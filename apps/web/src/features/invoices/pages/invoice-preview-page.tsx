// /apps/invoice/preview/:id: the printable invoice beside its actions: send (mails the PDF to the
// client), download the PDF, print (only the invoice is printed), edit, add a payment.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import GlobalStyles from '@mui/material/GlobalStyles'
import EditOutlined from '@mui/icons-material/EditOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import PrintOutlined from '@mui/icons-material/PrintOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { useNotify } from '@/components/notifications'
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views'
import { useAbility } from '@/lib/ability'
import { ApiError } from '@/lib/api-client'
import { paths } from '@/lib/paths'
import { downloadInvoicePdf, useInvoice, useSendInvoice } from '../api'
import { InvoiceDocument } from '../components/invoice-document'
import { InvoicePaymentDrawer } from '../components/invoice-payment-drawer'

/** Printing shows the invoice alone, as the PDF does. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.invoice-document, .invoice-document *': { visibility: 'visible' },
        '.invoice-document': { position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, width: '100%' },
      },
    }}
  />
)

export function InvoicePreviewPage() {
  const { t, i18n } = useTranslation()
  const notify = useNotify()
  const ability = useAbility()
  const id = Number(useParams().id)
  const invoice = useInvoice(id)
  const send = useSendInvoice({ success: 'invoices.send.done' })
  const [paying, setPaying] = useState(false)
  const [downloading, setDownloading] = useState(false)
  if (invoice.error instanceof ApiError && invoice.error.status === 404)
    return <EmptyState title={t('invoices.notFound')} />
  if (invoice.error) return <ErrorState error={invoice.error} onRetry={() => void invoice.refetch()} />
  if (!invoice.data) return <LoadingState />
  const detail = invoice.data
  const canUpdate = ability.can('update', 'Invoice')

  const download = async () => {
    setDownloading(true)
    try {
      await downloadInvoicePdf(id, i18n.language)
      void invoice.refetch()
    } catch {
      notify(t('invoices.pdf.failed'), 'error')
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Grid container spacing={3}>
      {printStyles}
      <Grid size={{ xs: 12, md: 9 }}>
        <Card>
          <InvoiceDocument detail={detail} />
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {canUpdate ? (
              <Button
                variant="contained"
                startIcon={<SendOutlined />}
                loading={send.isPending}
                onClick={() => send.mutate({ id, body: {}, language: i18n.language })}
              >
                {t('invoices.actions.send')}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<FileDownloadOutlined />}
              loading={downloading}
              onClick={() => void download()}
            >
              {t('invoices.actions.download')}
            </Button>
            <Box sx={{ display: 'flex', gap: 2 }}>
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<PrintOutlined />}
                onClick={() => window.print()}
                sx={{ flex: 1 }}
              >
                {t('invoices.actions.print')}
              </Button>
              {canUpdate ? (
                <Button
                  variant="outlined"
                  color="secondary"
                  startIcon={<EditOutlined />}
                  component={RouterLink}
                  to={paths.invoiceEdit(id)}
                  sx={{ flex: 1 }}
                >
                  {t('invoices.actions.edit')}
                </Button>
              ) : null}
            </Box>
            {canUpdate ? (
              <Button
                variant="contained"
                color="success"
                startIcon={<PaymentsOutlined />}
                onClick={() => setPaying(true)}
              >
                {t('invoices.payment.add')}
              </Button>
            ) : null}
          </CardContent>
        </Card>
      </Grid>
      <InvoicePaymentDrawer open={paying} invoice={detail.invoice} onClose={() => setPaying(false)} />
    </Grid>
  )
}
