// The customers table: customer (link to the details), customer ID, country with its flag, orders
// and total spent, over the server-paged data table; and how a country reads everywhere.
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useTranslation } from 'react-i18next'
import { countryFlagUrl, type Customer, type CustomerSortKey } from '@aurum/shared'
import { ServerDataTable, useColumns, type ListColumns, type ServerTableState } from '@/components/data-table'
import { useFormat } from '@/lib/format'
import { CustomerCell, customerDetailsPath } from './customer-cell'

/** The country's name in the reader's language (the stored English name when Intl does not know the code). */
export function useCountryName() {
  return useFormat().country
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

export type CustomerTableProps = { list: ServerTableState<Customer, CustomerSortKey> }

export function CustomerTable({ list }: CustomerTableProps) {
  const { t } = useTranslation()
  const col = useColumns<Customer, CustomerSortKey>()
  const columns = useMemo<ListColumns<Customer, CustomerSortKey>>(
    () => [
      {
        field: 'customer',
        headerName: t('ecommerce.customers.columns.customer'),
        sortKey: 'customer',
        minWidth: 260,
        flex: 1.6,
        renderCell: ({ row }) => <CustomerCell customer={row} />,
      },
      {
        field: 'customerId',
        headerName: t('ecommerce.customers.columns.customerId'),
        sortKey: 'customerId',
        minWidth: 130,
        flex: 0.6,
        valueFormatter: (value: number) => t('ecommerce.customers.id', { id: value }),
      },
      {
        field: 'country',
        headerName: t('ecommerce.customers.columns.country'),
        sortKey: 'country',
        minWidth: 170,
        flex: 0.9,
        renderCell: ({ row }) => <CustomerCountry countryCode={row.countryCode} country={row.country} />,
      },
      col.number({
        field: 'order',
        headerName: t('ecommerce.customers.columns.orders'),
        sortKey: 'orders',
        minWidth: 100,
        flex: 0.5,
        align: 'right',
        headerAlign: 'right',
      }),
      col.money({
        field: 'totalSpent',
        headerName: t('ecommerce.customers.columns.totalSpent'),
        sortKey: 'totalSpent',
        minWidth: 130,
        flex: 0.6,
      }),
      col.actions({
        width: 80,
        actions: (row) => [
          {
            title: t('common.view'),
            label: t('ecommerce.customers.actions.view', { name: row.customer }),
            icon: <VisibilityOutlined fontSize="small" />,
            to: customerDetailsPath(row.customerId),
          },
        ],
      }),
    ],
    [t, col],
  )

  return (
    <ServerDataTable
      label={t('ecommerce.customers.list.tableLabel')}
      list={list}
      columns={columns}
      emptyText={t('ecommerce.customers.list.empty')}
    />
  )
}
