// The referrals table: the referring user, the referred id, status, value and earning (dollars in
// the reader's language), over the server-paged data table.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Referral, ReferralSortKey, ReferralStatus } from '@aurum/shared'
import { ServerDataTable, useColumns, type ListColumns, type ServerTableState } from '@/components/data-table'
import type { TonalChipColor } from '@/components/tonal-chip'

const REFERRAL_STATUS_COLORS: Record<ReferralStatus, TonalChipColor> = {
  Paid: 'success',
  Unpaid: 'warning',
  Rejected: 'error',
}

export function ReferralTable({ list }: { list: ServerTableState<Referral, ReferralSortKey> }) {
  const { t } = useTranslation()
  const col = useColumns<Referral, ReferralSortKey>()
  const columns = useMemo<ListColumns<Referral, ReferralSortKey>>(
    () => [
      col.person({
        field: 'user',
        headerName: t('ecommerce.referrals.columns.user'),
        sortKey: 'users',
        flex: 1.6,
        minWidth: 240,
        person: (row) => ({ name: row.user, avatar: row.avatar, secondary: row.email }),
      }),
      {
        field: 'referredId',
        headerName: t('ecommerce.referrals.columns.referredId'),
        sortKey: 'referred-id',
        flex: 0.7,
        minWidth: 120,
        valueFormatter: (value: number) => `#${value}`,
      },
      col.status({
        field: 'status',
        headerName: t('ecommerce.referrals.columns.status'),
        sortKey: 'status',
        flex: 0.7,
        minWidth: 120,
        tones: REFERRAL_STATUS_COLORS,
        label: (status) => t(`ecommerce.referrals.status.${status}`),
      }),
      col.money({
        field: 'valueAmount',
        headerName: t('ecommerce.referrals.columns.value'),
        sortKey: 'value',
        flex: 0.7,
        minWidth: 120,
      }),
      col.money({
        field: 'earningAmount',
        headerName: t('ecommerce.referrals.columns.earning'),
        sortKey: 'earning',
        flex: 0.7,
        minWidth: 120,
      }),
    ],
    [t, col],
  )
  return (
    <ServerDataTable
      label={t('ecommerce.referrals.list.tableLabel')}
      list={list}
      columns={columns}
      emptyText={t('ecommerce.referrals.list.empty')}
    />
  )
}
