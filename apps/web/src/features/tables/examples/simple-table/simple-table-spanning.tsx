import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { SAMPLE_PRODUCTS } from './simple-table-data'
import { TableScrollRegion } from '@/components/table-scroll-region'

const TAX_RATE = 0.07
const LINES = SAMPLE_PRODUCTS.slice(0, 3).map((product, index) => ({ ...product, quantity: index + 1 }))

/** An invoice's lines with totals spanning the columns. */
export function SimpleTableSpanning() {
  const { t } = useTranslation()
  const format = useFormat()
  const subtotal = LINES.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100
  return (
    <TableScrollRegion label={t('tables.simple.invoiceLabel')}>
      <Table aria-label={t('tables.simple.invoiceLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('tables.simple.columns.product')}</TableCell>
            <TableCell align="right">{t('tables.simple.columns.quantity')}</TableCell>
            <TableCell align="right">{t('tables.simple.columns.price')}</TableCell>
            <TableCell align="right">{t('tables.simple.columns.sum')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {LINES.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.name}</TableCell>
              <TableCell align="right">{format.number(line.quantity)}</TableCell>
              <TableCell align="right">{format.money(line.price)}</TableCell>
              <TableCell align="right">{format.money(line.price * line.quantity)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>{t('tables.simple.subtotal')}</TableCell>
            <TableCell align="right">{format.money(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>
              {t('tables.simple.tax', { rate: format.wholeShare(TAX_RATE * 100) })}
            </TableCell>
            <TableCell align="right">{format.money(tax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
              {t('tables.simple.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {format.money(subtotal + tax)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableScrollRegion>
  )
}
