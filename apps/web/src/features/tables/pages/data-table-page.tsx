// /tables/data-table: the list kit on the sales details of GET /api/pages/datatable: search, a
// payment-status filter, sorting and paging held in the URL and done by the server.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { SALE_PAYMENT_STATUSES, salesListQuerySchema, type SaleSortKey } from '@aurum/shared'
import {
  ListFilterSelect,
  ListPage,
  ServerDataTable,
  useColumns,
  useServerList,
  type ListColumns,
} from '@/components/data-table'
import type { TonalChipColor } from '@/components/tonal-chip'
import { useListParams } from '@/lib/list-params'
import { useSales, type SaleTableRow } from '../api'

const STATUS_TONES: Record<SaleTableRow['status'], TonalChipColor> = {
  Completed: 'success',
  Confirmed: 'info',
  Cancelled: 'error',
}
const RECEIVED_TONES: Record<SaleTableRow['received'], TonalChipColor> = {
  'Fully Paid': 'success',
  'Partially Paid': 'warning',
  Unpaid: 'secondary',
}
const RECEIVED_KEYS: Record<SaleTableRow['received'], string> = {
  'Fully Paid': 'fullyPaid',
  'Partially Paid': 'partiallyPaid',
  Unpaid: 'unpaid',
}

export function DataTablePage() {
  const { t } = useTranslation()
  const state = useListParams(salesListQuerySchema)
  const list = useServerList(state, useSales(state.params), { rows: 'sales' })
  const col = useColumns<SaleTableRow, SaleSortKey>()

  const columns = useMemo<ListColumns<SaleTableRow, SaleSortKey>>(
    () => [
      col.media({
        field: 'productName',
        headerName: t('tables.dataTable.columns.product'),
        sortKey: 'product',
        minWidth: 240,
        flex: 1.4,
        media: (row) => ({ title: row.productName, subtitle: row.productBrand, image: row.productImage }),
      }),
      col.day({
        field: 'isoDate',
        headerName: t('tables.dataTable.columns.date'),
        sortKey: 'date',
        minWidth: 120,
        flex: 0.7,
      }),
      col.person({
        field: 'buyerName',
        headerName: t('tables.dataTable.columns.buyer'),
        sortKey: 'buyer',
        minWidth: 200,
        flex: 1.1,
        person: (row) => ({ name: row.buyerName, avatar: row.buyerAvatar, secondary: '' }),
      }),
      col.money({
        field: 'total',
        headerName: t('tables.dataTable.columns.total'),
        sortKey: 'total',
        minWidth: 110,
        flex: 0.6,
      }),
      col.money({
        field: 'paidAmount',
        headerName: t('tables.dataTable.columns.paid'),
        minWidth: 110,
        flex: 0.6,
      }),
      col.status({
        field: 'received',
        headerName: t('tables.dataTable.columns.received'),
        minWidth: 140,
        flex: 0.8,
        tones: RECEIVED_TONES,
        label: (received) => t(`tables.dataTable.received.${RECEIVED_KEYS[received]}`),
      }),
      col.status({
        field: 'status',
        headerName: t('tables.dataTable.columns.status'),
        sortKey: 'status',
        minWidth: 130,
        flex: 0.7,
        tones: STATUS_TONES,
        label: (status) => t(`tables.dataTable.status.${status.toLowerCase()}`),
      }),
    ],
    [col, t],
  )

  return (
    <ListPage
      title={t('nav.dataTable')}
      subtitle={t('tables.dataTable.subtitle')}
      list={list}
      searchLabel={t('tables.dataTable.search')}
      toolbar={
        <ListFilterSelect
          list={list}
          param="status"
          label={t('tables.dataTable.statusFilter')}
          options={SALE_PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`tables.dataTable.status.${status.toLowerCase()}`),
          }))}
        />
      }
    >
      <ServerDataTable label={t('tables.dataTable.tableLabel')} list={list} columns={columns} />
    </ListPage>
  )
}
