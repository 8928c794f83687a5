// /apps/ecommerce/referrals: the summary cards, and the referrals table (status filter, search,
// sort and paging held in the URL) with its CSV export.
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined'
import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined'
import { useTranslation } from 'react-i18next'
import { REFERRAL_STATUSES, referralListQuerySchema } from '@aurum/shared'
import { ExportButton, TableSearch } from '../../../components/data-table'
import { PageHeader } from '../../../components/page-header'
import { StatCard } from '../../../components/stat-card'
import { ErrorState } from '../../../components/state-views'
import { useListParams } from '../../../lib/list-params'
import { REFERRALS_PATH, useReferralStats, useReferrals } from '../api/referrals'
import { useFormat } from '../../../lib/format'
import { ReferralTable } from '../components/referral-table'

export function ReferralListPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { params, setParams } = useListParams(referralListQuerySchema)
  const referrals = useReferrals(params)
  const stats = useReferralStats()
  const figure = (value: (data: NonNullable<typeof stats.data>) => string) =>
    stats.isError ? '—' : stats.data ? value(stats.data) : undefined

  return (
    <Box>
      <PageHeader title={t('ecommerce.referrals.list.title')} subtitle={t('ecommerce.referrals.list.subtitle')} />
      {stats.isError ? (
        <Box sx={{ mb: 3 }}>
          <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
        </Box>
      ) : null}
      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={t('ecommerce.referrals.stats.totalEarnings')}
            value={figure((data) => format.money(data.totalEarnings))}
            caption={t('ecommerce.referrals.stats.totalEarningsCaption')}
            icon={<AttachMoneyOutlined />}
            color="primary"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={t('ecommerce.referrals.stats.unpaidEarnings')}
            value={figure((data) => format.money(data.unpaidEarnings))}
            caption={figure((data) => t('ecommerce.referrals.stats.paidCaption', { paid: format.money(data.paidEarnings) }))}
            icon={<AccountBalanceWalletOutlined />}
            color="warning"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={t('ecommerce.referrals.stats.signups')}
            value={figure((data) => format.number(data.signups))}
            caption={t('ecommerce.referrals.stats.signupsCaption')}
            icon={<PersonAddAlt1Outlined />}
            color="info"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={t('ecommerce.referrals.stats.conversionRate')}
            value={figure((data) => format.share(data.conversionRate))}
            caption={t('ecommerce.referrals.stats.conversionCaption')}
            icon={<InsightsOutlined />}
            color="success"
          />
        </Grid>
      </Grid>
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 2.5 }}>
          {/* Text fields are full width by default (theme): the search takes the free space, up to a point. */}
          <Box sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}>
            <TableSearch value={params.q} onChange={(q) => setParams({ q })} label={t('ecommerce.referrals.list.search')} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <TextField
              select
              size="small"
              label={t('ecommerce.referrals.list.statusFilter')}
              value={params.status ?? ''}
              onChange={(event) => setParams({ status: event.target.value || null })}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              fullWidth={false}
              sx={{ minWidth: 170 }}
            >
              <MenuItem value="">{t('common.all')}</MenuItem>
              {REFERRAL_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`ecommerce.referrals.status.${status}`)}
                </MenuItem>
              ))}
            </TextField>
            <ExportButton path={`${REFERRALS_PATH}/export.csv`} query={params} fileName="referrals.csv" />
          </Box>
        </Box>
        {referrals.isError ? (
          <Box sx={{ px: 2.5, pb: 2.5 }}>
            <ErrorState error={referrals.error} onRetry={() => void referrals.refetch()} />
          </Box>
        ) : (
          <ReferralTable
            rows={referrals.data?.referrals}
            total={referrals.data?.total}
            paging={params}
            onPagingChange={setParams}
            loading={referrals.isFetching}
          />
        )}
      </Card>
    </Box>
  )
}
