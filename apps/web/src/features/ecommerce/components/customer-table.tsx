// The customers table: customer (link to the details), customer ID, country with its flag, orders
// and total spent, over the server-paged data table; and how a country reads everywhere.
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import type { GridColDef } from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import { countryFlagUrl, type Customer } from '@aurum/shared'
import {
  actionsColumn,
  RowAction,
  ServerDataTable,
  type TablePaging,
  type TablePagingPatch,
} from '../../../components/data-table'
import { useFormat } from '../../../lib/format'
import { CustomerCell, customerDetailsPath } from './customer-cell'

/** Column field → the list's sortBy (packages/shared CUSTOMER_SORT_KEYS). */
const CUSTOMER_SORT_KEYS = {
  customer: 'customer',
  customerId: 'customerId',
  country: 'country',
  order: 'orders',
  totalSpent: 'totalSpent',
} as const

/** The country's name in the reader's language (the stored English name when Intl does not know the code). */
export function useCountryName() {
  const { i18n } = useTranslation()
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'none' })
    return (countryCode: string, englishName: string) => names.of(countryCode.toUpperCase()) ?? englishName
  }, [i18n.language])
}

/** Flag and name; the flag is decoration beside the written name. */
export function CustomerCountry({ countryCode, country }: { countryCode: string; country: string }) {
  const countryName = useCountryName()
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <Box
        component="img"
        src={countryFlagUrl(countryCode)}
        alt=""
        width={24}
        height={16}
        sx={{ borderRadius: 0.5, flexShrink: 0, boxShadow: (theme) => `0 0 0 1px ${theme.palette.divider}` }}
      />
      <Typography component="span" variant="body2" noWrap>
        {countryName(countryCode, country)}
      </Typography>
    </Box>
  )
}

export type CustomerTableProps = {
  rows: Customer[] | undefined
  total: number | undefined
  paging: TablePaging
  onPagingChange: (patch: TablePagingPatch) => void
  loading: boolean
}

export function CustomerTable({ rows, total, paging, onPagingChange, loading }: CustomerTableProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const columns = useMemo<GridColDef<Customer>[]>(
    () => [
      {
        field: 'customer',
        headerName: t('ecommerce.customers.columns.customer'),
        minWidth: 260,
        flex: 1.6,
        renderCell: ({ row }) => <CustomerCell customer={row} />,
      },
      {
        field: 'customerId',
        headerName: t('ecommerce.customers.columns.customerId'),
        minWidth: 130,
        flex: 0.6,
        valueFormatter: (value: number) => t('ecommerce.customers.id', { id: value }),
      },
      {
        field: 'country',
        headerName: t('ecommerce.customers.columns.country'),
        minWidth: 170,
        flex: 0.9,
        renderCell: ({ row }) => <CustomerCountry countryCode={row.countryCode} country={row.country} />,
      },
      {
        field: 'order',
        headerName: t('ecommerce.customers.columns.orders'),
        minWidth: 100,
        flex: 0.5,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'totalSpent',
        headerName: t('ecommerce.customers.columns.totalSpent'),
        minWidth: 130,
        flex: 0.6,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => format.money(value),
      },
      actionsColumn<Customer>(t('common.actions'), 80, (row) => (
        <RowAction
          title={t('common.view')}
          label={t('ecommerce.customers.actions.view', { name: row.customer })}
          icon={<VisibilityOutlined fontSize="small" />}
          to={customerDetailsPath(row.customerId)}
        />
      )),
    ],
    [t, format],
  )

  return (
    <ServerDataTable<Customer>
      label={t('ecommerce.customers.list.tableLabel')}
      rows={rows}
      total={total}
      columns={columns}
      paging={paging}
      onPagingChange={onPagingChange}
      loading={loading}
      sortKeys={CUSTOMER_SORT_KEYS}
      emptyText={t('ecommerce.customers.list.empty')}
      rowHeight={64}
    />
  )
}
