import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { SAMPLE_PRODUCTS, type SampleProduct } from './simple-table-data'
import { TableScrollRegion } from '@/components/table-scroll-region'

type SortKey = 'name' | 'stock' | 'price'

/** Sorted in the browser: right for a few rows; long lists sort on the server (data table). */
export function SimpleTableSorting() {
  const { t } = useTranslation()
  const format = useFormat()
  const [sort, setSort] = useState<{ key: SortKey; direction: 'asc' | 'desc' }>({
    key: 'name',
    direction: 'asc',
  })
  const compare = (a: SampleProduct, b: SampleProduct) =>
    sort.key === 'name' ? format.compare(a.name, b.name) : a[sort.key] - b[sort.key]
  const rows = [...SAMPLE_PRODUCTS].sort((a, b) => (sort.direction === 'asc' ? 1 : -1) * compare(a, b))
  const header = (key: SortKey, align: 'left' | 'right' = 'left') => (
    <TableCell align={align} sortDirection={sort.key === key ? sort.direction : false}>
      <TableSortLabel
        active={sort.key === key}
        direction={sort.key === key ? sort.direction : 'asc'}
        onClick={() =>
          setSort((current) => ({
            key,
            direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
          }))
        }
      >
        {t(`tables.simple.columns.${key === 'name' ? 'product' : key}`)}
      </TableSortLabel>
    </TableCell>
  )
  return (
    <TableScrollRegion label={t('tables.simple.productsLabel')}>
      <Table aria-label={t('tables.simple.productsLabel')}>
        <TableHead>
          <TableRow>
            {header('name')}
            {header('stock', 'right')}
            {header('price', 'right')}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((product) => (
            <TableRow key={product.id}>
              <TableCell>{product.name}</TableCell>
              <TableCell align="right">{format.number(product.stock)}</TableCell>
              <TableCell align="right">{format.money(product.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  )
}
