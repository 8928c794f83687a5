// The invoice as the client receives it: the business, the client, the lines, the totals, the
// payments and the bank details. The preview shows it, and printing prints only it (the same
// layout as the PDF: header, addresses, lines, totals, notes). What was typed (names, addresses,
// notes, lines, bank details) is isolated in <bdi>, so a Latin address keeps its order in Arabic
// ("368 Dare Parkway Apt. 798", not "798 Dare Parkway Apt. 368") and an Arabic note keeps its own in
// a Latin page; rates show as entered (8.25 %, 33.33 %).
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { countryName, type InvoiceDetail } from '@aurum/shared'
import { useFormat } from '@/lib/format'
import { InvoiceStatusChip } from './invoice-status'
import { usePageTitle } from '@/lib/document-title'

export function InvoiceDocument({ detail }: { detail: InvoiceDetail }) {
  const { t, i18n } = useTranslation()
  const format = useFormat()
  const { invoice, paymentDetails } = detail
  const row = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4 }}>
      <Typography sx={{ fontWeight: strong ? 600 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 600 : 400 }}>
        <bdi>{value}</bdi>
      </Typography>
    </Box>
  )
  const title = t('invoices.number', { number: invoice.id })
  usePageTitle(title)
  return (
    <Box className="invoice-document" sx={{ p: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 3 }}>
        <Box>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            Aurum
          </Typography>
          <Typography color="text.secondary">{t('invoices.document.house')}</Typography>
        </Box>
        <Box sx={{ textAlign: 'end' }}>
          {/* The invoice's number is the preview page's heading, and its tab's name. */}
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">
            {t('invoices.document.issued', { date: format.day(invoice.issuedDate) })}
          </Typography>
          <Typography color="text.secondary">
            {t('invoices.document.due', { date: format.day(invoice.dueDate) })}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <InvoiceStatusChip status={invoice.invoiceStatus} />
          </Box>
        </Box>
      </Box>
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 3 }}>
        <Box>
          <Typography variant="subtitle2" color="text.secondary">
            {t('invoices.document.to')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{invoice.client.name}</bdi>
          </Typography>
          <Typography>
            <bdi>{invoice.client.company}</bdi>
          </Typography>
          <Typography>
            <bdi>{invoice.client.address}</bdi>
          </Typography>
          <Typography>{countryName(invoice.client.country, i18n.language)}</Typography>
          <Typography>
            <bdi dir="ltr">{invoice.client.contact}</bdi>
          </Typography>
          <Typography>
            <bdi dir="ltr">{invoice.client.companyEmail}</bdi>
          </Typography>
        </Box>
        <Box>
          <Typography variant="subtitle2" color="text.secondary">
            {t('invoices.document.billTo')}
          </Typography>
          {row(t('invoices.document.totalDue'), format.money(paymentDetails.totalDue), true)}
          {row(t('invoices.document.bank'), paymentDetails.bankName)}
          {row(t('invoices.document.country'), countryName(paymentDetails.country, i18n.language))}
          {row(t('invoices.document.iban'), paymentDetails.iban)}
          {row(t('invoices.document.swift'), paymentDetails.swiftCode)}
        </Box>
      </Box>
      <Table size="small" sx={{ my: 3 }} aria-label={t('invoices.form.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.form.item')}</TableCell>
            <TableCell>{t('invoices.form.description')}</TableCell>
            <TableCell align="right">{t('invoices.form.cost')}</TableCell>
            <TableCell align="right">{t('invoices.form.qty')}</TableCell>
            <TableCell align="right">{t('invoices.form.discount')}</TableCell>
            <TableCell align="right">{t('invoices.form.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.items.map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                <bdi>{line.item}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{line.description}</bdi>
              </TableCell>
              <TableCell align="right">{format.money(line.cost)}</TableCell>
              <TableCell align="right">{format.number(line.qty)}</TableCell>
              <TableCell align="right">{format.rate(line.discount)}</TableCell>
              <TableCell align="right">{format.money(line.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 3 }}>
        <Box sx={{ maxWidth: 420 }}>
          {invoice.notes ? (
            <>
              <Typography variant="subtitle2" color="text.secondary">
                {t('invoices.form.notes')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>
                <bdi>{invoice.notes}</bdi>
              </Typography>
            </>
          ) : null}
        </Box>
        <Box sx={{ minWidth: 260 }}>
          {row(t('invoices.totals.subtotal'), format.money(invoice.subtotal))}
          {row(t('invoices.totals.discount'), format.money(invoice.discount ? -invoice.discount : 0))}
          {row(
            t('invoices.totals.taxWithRate', { rate: format.rate(invoice.taxRate) }),
            format.money(invoice.tax),
          )}
          <Divider sx={{ my: 1 }} />
          {row(t('invoices.totals.total'), format.money(invoice.total), true)}
          {row(t('invoices.totals.paid'), format.money(invoice.paid))}
          {row(t('invoices.totals.balance'), format.money(invoice.balance), true)}
        </Box>
      </Box>
      {invoice.payments.length ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" color="text.secondary">
            {t('invoices.payment.history')}
          </Typography>
          <Table size="small" aria-label={t('invoices.payment.history')}>
            <TableBody>
              {invoice.payments.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell>{format.day(payment.paidOn)}</TableCell>
                  <TableCell>
                    {t(`invoices.payment.methods.${payment.method}`, { defaultValue: payment.method })}
                  </TableCell>
                  <TableCell>
                    <bdi>{payment.note}</bdi>
                  </TableCell>
                  <TableCell align="right">{format.money(payment.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  )
}
