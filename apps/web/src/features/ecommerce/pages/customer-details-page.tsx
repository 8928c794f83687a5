// /apps/ecommerce/customer/details/:id (id = the public customerId): the customer's panel (figures,
// details, edit) beside tabs for their orders, security, addresses and notifications. The tab is
// the `tab` query parameter, so a reload or a shared link opens the same tab.
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import HomeOutlined from '@mui/icons-material/HomeOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ErrorState, LoadingState } from '@/components/state-views'
import { RecordNotFound } from '@/components/record-not-found'
import { UrlTabs } from '@/components/url-tabs'
import { ApiError } from '@/lib/api-client'
import { useAbility } from '@/lib/ability'
import { useCustomer } from '../api/customers'
import { CustomerProfileCard } from '../components/customer-profile-card'
import {
  CustomerAddressesTab,
  CustomerNotificationsTab,
  CustomerOrdersTab,
  CustomerSecurityTab,
} from '../components/customer-tabs'
import { paths } from '@/lib/paths'

const CUSTOMER_TABS = ['overview', 'security', 'addresses', 'notifications'] as const
const TAB_ICONS = {
  overview: PersonOutlineOutlined,
  security: LockOutlined,
  addresses: HomeOutlined,
  notifications: NotificationsOutlined,
} as const

const backArrow = (
  <ArrowBackOutlined fontSize="small" aria-hidden sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
)

function CustomerNotFound() {
  const { t } = useTranslation()
  return (
    <RecordNotFound
      title={t('ecommerce.customers.details.notFound')}
      text={t('ecommerce.customers.details.notFoundText')}
      backTo={paths.customerList}
      backLabel={t('ecommerce.customers.details.back')}
    />
  )
}

export function CustomerDetailsPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const { id: idParam } = useParams()
  const customerId = /^\d{1,9}$/.test(idParam ?? '') ? Number(idParam) : 0
  const customer = useCustomer(customerId)
  const canUpdate = ability.can('update', 'Customer')

  if (customerId <= 0 || (customer.error instanceof ApiError && customer.error.status === 404))
    return <CustomerNotFound />
  if (customer.isError) return <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />
  if (!customer.data) return <LoadingState />
  const data = customer.data

  return (
    <Box>
      <Link
        component={RouterLink}
        to={paths.customerList}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        {backArrow}
        {t('ecommerce.customers.details.back')}
      </Link>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <CustomerProfileCard customer={data} canUpdate={canUpdate} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <UrlTabs
            tabs={CUSTOMER_TABS}
            idPrefix="customer"
            label={t('ecommerce.customers.tabs.label')}
            tabLabel={(value) => t(`ecommerce.customers.tabs.${value}`)}
            icons={TAB_ICONS}
          >
            {(tab) => (
              <>
                {tab === 'overview' ? <CustomerOrdersTab customer={data} /> : null}
                {tab === 'security' ? <CustomerSecurityTab customer={data} canUpdate={canUpdate} /> : null}
                {tab === 'addresses' ? <CustomerAddressesTab customer={data} /> : null}
                {tab === 'notifications' ? (
                  <CustomerNotificationsTab customer={data} canUpdate={canUpdate} />
                ) : null}
              </>
            )}
          </UrlTabs>
        </Grid>
      </Grid>
    </Box>
  )
}
