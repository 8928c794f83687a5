// The referrals table: the referring user, the referred id, status, value and earning (dollars in
// the reader's language), over the server-paged data table.
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { GridColDef } from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import type { Referral, ReferralStatus } from '@aurum/shared'
import { ServerDataTable, type TablePaging, type TablePagingPatch } from '../../../components/data-table'
import { TonalChip, type TonalChipColor } from '../../../components/tonal-chip'
import { UserAvatar } from '../../../components/user-avatar'
import { useFormat } from '../../../lib/format'

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
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
            <UserAvatar name={row.user} src={row.avatar} size={34} />
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              {/* A name in any script takes its own direction, aligned with the column. */}
              <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'match-parent' }} noWrap dir="auto">
                {row.user}
              </Typography>
              {/* An address reads left to right in every language. */}
              <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ '[dir="rtl"] &': { textAlign: 'end' } }}>
                {row.email}
              </Typography>
            </Box>
          </Box>
        ),
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
          <TonalChip color={REFERRAL_STATUS_COLORS[row.status]} label={t(`ecommerce.referrals.status.${row.status}`)} />
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
