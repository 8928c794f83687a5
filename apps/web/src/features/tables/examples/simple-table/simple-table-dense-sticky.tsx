import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { SAMPLE_PRODUCTS } from './simple-table-data'
import { TableScrollRegion } from '@/components/table-scroll-region'

/** Small cells, and a header that stays while the body scrolls. */
export function SimpleTableDenseSticky() {
  const { t } = useTranslation()
  const format = useFormat()
  const rows = [
    ...SAMPLE_PRODUCTS,
    ...SAMPLE_PRODUCTS.map((product) => ({ ...product, id: product.id + 100 })),
  ]
  return (
    <TableScrollRegion label={t('tables.simple.scrollable')} sx={{ maxHeight: 260 }}>
      <Table size="small" stickyHeader aria-label={t('tables.simple.productsLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('tables.simple.columns.product')}</TableCell>
            <TableCell align="right">{t('tables.simple.columns.stock')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((product) => (
            <TableRow key={product.id}>
              <TableCell>{product.name}</TableCell>
              <TableCell align="right">{format.number(product.stock)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  )
}
