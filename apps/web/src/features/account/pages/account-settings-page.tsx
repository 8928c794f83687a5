// /pages/account-settings/:tab: the signed-in user's own account settings. The tab is part of the
// URL (links, reload and back keep it); an unknown tab goes to the account tab.
import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import type { SvgIconComponent } from '@mui/icons-material'
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined'
import LinkOutlined from '@mui/icons-material/LinkOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined'
import PersonOutline from '@mui/icons-material/PersonOutline'
import { useTranslation } from 'react-i18next'
import { Navigate, Link as RouterLink, useParams } from 'react-router'
import { ACCOUNT_TABS, type Account, type AccountTab } from '@aurum/shared'
import { PageHeader } from '@/components/page-header'
import { ErrorState, LoadingState } from '@/components/state-views'
import { useAccount } from '../api'
import { AccountBillingTab } from '../components/account-billing-tab'
import { AccountConnectionsTab } from '../components/account-connections-tab'
import { AccountNotificationsTab } from '../components/account-notifications-tab'
import { AccountProfileTab } from '../components/account-profile-tab'
import { AccountSecurityTab } from '../components/account-security-tab'
import { accountTabPath } from '@/lib/paths'

const TAB_ICONS: Record<AccountTab, SvgIconComponent> = {
  account: PersonOutline,
  security: LockOutlined,
  'billing-plans': BookmarkBorderOutlined,
  notification: NotificationsNoneOutlined,
  connection: LinkOutlined,
}

/** i18n keys cannot hold a dash comfortably: billing-plans → billingPlans. */
const tabKey = (tab: AccountTab) => `account.tabs.${tab === 'billing-plans' ? 'billingPlans' : tab}`

const TAB_PANELS: Record<AccountTab, (props: { account: Account }) => ReactNode> = {
  account: AccountProfileTab,
  security: AccountSecurityTab,
  'billing-plans': AccountBillingTab,
  notification: AccountNotificationsTab,
  connection: AccountConnectionsTab,
}

const isAccountTab = (value: string | undefined): value is AccountTab =>
  (ACCOUNT_TABS as readonly string[]).includes(value ?? '')

export function AccountSettingsPage() {
  const { t } = useTranslation()
  const { tab } = useParams()
  const account = useAccount()
  if (!isAccountTab(tab)) return <Navigate to={accountTabPath('account')} replace />
  const Panel = TAB_PANELS[tab]

  return (
    <Box>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <Tabs
        value={tab}
        aria-label={t('account.tabs.label')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 3 }}
      >
        {ACCOUNT_TABS.map((name) => {
          const Icon = TAB_ICONS[name]
          return (
            <Tab
              key={name}
              value={name}
              id={`account-tab-${name}`}
              aria-controls="account-tab-panel"
              label={t(tabKey(name))}
              icon={<Icon fontSize="small" />}
              iconPosition="start"
              component={RouterLink}
              to={accountTabPath(name)}
              sx={{ minHeight: 48 }}
            />
          )
        })}
      </Tabs>
      <Box role="tabpanel" id="account-tab-panel" aria-labelledby={`account-tab-${tab}`}>
        {account.isError ? <ErrorState error={account.error} onRetry={() => void account.refetch()} /> : null}
        {account.isPending ? <LoadingState /> : null}
        {account.data ? <Panel account={account.data} /> : null}
      </Box>
    </Box>
  )
}
