// The referrals table: the referring user, the referred id, status, value and earning (dollars in
// the reader's language), over the server-paged data table.
import { useMemo } from 'react'
import type { GridColDef } from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import type { Referral, ReferralStatus } from '@aurum/shared'
import { ServerDataTable, type TablePaging, type TablePagingPatch } from '../../../components/data-table'
import { TonalChip, type TonalChipColor } from '../../../components/tonal-chip'
import { useFormat } from '../../../lib/format'
import { PersonCell } from './customer-cell'

export const REFERRAL_STATUS_COLORS: Record<ReferralStatus, TonalChipColor> = {
  Paid: 'success',
  Unpaid: 'warning',
  Rejected: 'error',
}

/** Column field → the list's sortBy (packages/shared REFERRAL_SORT_KEYS). */
const REFERRAL_SORT_KEYS = {
  user: 'users',
  referredId: 'referred-id',
  status: 'status',
  valueAmount: 'value',
  earningAmount: 'earning',
} as const

export type ReferralTableProps = {
  rows: Referral[] | undefined
  total: number | undefined
  paging: TablePaging
  onPagingChange: (patch: TablePagingPatch) => void
  loading: boolean
}

export function ReferralTable({ rows, total, paging, onPagingChange, loading }: ReferralTableProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const columns = useMemo<GridColDef<Referral>[]>(
    () => [
      {
        field: 'user',
        headerName: t('ecommerce.referrals.columns.user'),
        flex: 1.6,
        minWidth: 240,
        renderCell: ({ row }) => <PersonCell name={row.user} avatar={row.avatar} email={row.email} />,
      },
      {
        field: 'referredId',
        headerName: t('ecommerce.referrals.columns.referredId'),
        flex: 0.7,
        minWidth: 120,
        valueFormatter: (value: number) => `#${value}`,
      },
      {
        field: 'status',
        headerName: t('ecommerce.referrals.columns.status'),
        flex: 0.7,
        minWidth: 120,
        renderCell: ({ row }) => (
          <TonalChip
            color={REFERRAL_STATUS_COLORS[row.status]}
            label={t(`ecommerce.referrals.status.${row.status}`)}
          />
        ),
      },
      {
        field: 'valueAmount',
        headerName: t('ecommerce.referrals.columns.value'),
        flex: 0.7,
        minWidth: 120,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'earningAmount',
        headerName: t('ecommerce.referrals.columns.earning'),
        flex: 0.7,
        minWidth: 120,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => format.money(value),
      },
    ],
    [t, format],
  )
  return (
    <ServerDataTable<Referral>
      label={t('ecommerce.referrals.list.tableLabel')}
      rows={rows}
      total={total}
      columns={columns}
      paging={paging}
      onPagingChange={onPagingChange}
      loading={loading}
      sortKeys={REFERRAL_SORT_KEYS}
      emptyText={t('ecommerce.referrals.list.empty')}
      rowHeight={64}
    />
  )
}
