import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { SAMPLE_PRODUCTS } from './simple-table-data'
import { TableScrollRegion } from '@/components/table-scroll-region'

export function SimpleTableBasic() {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <TableScrollRegion label={t('tables.simple.productsLabel')}>
      <Table aria-label={t('tables.simple.productsLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('tables.simple.columns.product')}</TableCell>
            <TableCell>{t('tables.simple.columns.category')}</TableCell>
            <TableCell align="right">{t('tables.simple.columns.stock')}</TableCell>
            <TableCell align="right">{t('tables.simple.columns.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SAMPLE_PRODUCTS.map((product) => (
            <TableRow key={product.id} hover>
              <TableCell>{product.name}</TableCell>
              <TableCell>{t(`tables.simple.categories.${product.category}`)}</TableCell>
              <TableCell align="right">{format.number(product.stock)}</TableCell>
              <TableCell align="right">{format.money(product.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  )
}
