// /apps/ecommerce/referrals: the summary cards, and the referrals table (status filter, search,
// sort and paging held in the URL) with its CSV export.
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined'
import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined'
import { useTranslation } from 'react-i18next'
import { REFERRAL_STATUSES, referralListQuerySchema } from '@aurum/shared'
import { ListFilterSelect, ListPage, useServerList } from '@/components/data-table'
import { StatCardGrid } from '@/components/stat-card'
import { useFormat } from '@/lib/format'
import { useListParams } from '@/lib/list-params'
import { REFERRALS_PATH, useReferralStats, useReferrals } from '../api/referrals'
import { ReferralTable } from '../components/referral-table'

export function ReferralListPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const state = useListParams(referralListQuerySchema)
  const list = useServerList(state, useReferrals(state.params), { rows: 'referrals' })
  const stats = useReferralStats()
  const data = stats.data

  return (
    <ListPage
      title={t('ecommerce.referrals.list.title')}
      subtitle={t('ecommerce.referrals.list.subtitle')}
      stats={
        <StatCardGrid
          error={stats.error}
          onRetry={() => void stats.refetch()}
          cards={[
            {
              key: 'totalEarnings',
              label: t('ecommerce.referrals.stats.totalEarnings'),
              value: data && format.money(data.totalEarnings),
              caption: t('ecommerce.referrals.stats.totalEarningsCaption'),
              icon: <AttachMoneyOutlined />,
              color: 'primary',
            },
            {
              key: 'unpaidEarnings',
              label: t('ecommerce.referrals.stats.unpaidEarnings'),
              value: data && format.money(data.unpaidEarnings),
              caption:
                data && t('ecommerce.referrals.stats.paidCaption', { paid: format.money(data.paidEarnings) }),
              icon: <AccountBalanceWalletOutlined />,
              color: 'warning',
            },
            {
              key: 'signups',
              label: t('ecommerce.referrals.stats.signups'),
              value: data && format.number(data.signups),
              caption: t('ecommerce.referrals.stats.signupsCaption'),
              icon: <PersonAddAlt1Outlined />,
              color: 'info',
            },
            {
              key: 'conversionRate',
              label: t('ecommerce.referrals.stats.conversionRate'),
              value: data && format.share(data.conversionRate),
              caption: t('ecommerce.referrals.stats.conversionCaption'),
              icon: <InsightsOutlined />,
              color: 'success',
            },
          ]}
        />
      }
      list={list}
      searchLabel={t('ecommerce.referrals.list.search')}
      toolbar={
        <ListFilterSelect
          list={list}
          param="status"
          label={t('ecommerce.referrals.list.statusFilter')}
          options={REFERRAL_STATUSES.map((status) => ({
            value: status,
            label: t(`ecommerce.referrals.status.${status}`),
          }))}
        />
      }
      exportCsv={{ path: `${REFERRALS_PATH}/export.csv`, fileName: 'referrals.csv' }}
    >
      <ReferralTable list={list} />
    </ListPage>
  )
}
