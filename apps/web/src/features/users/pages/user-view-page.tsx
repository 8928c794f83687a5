// /apps/user/view/:id: the user's panel (details, plan, edit, suspend) beside tabs for the account,
// security, billing, notifications and connections. The tab is the `tab` query parameter, so a
// reload or a shared link opens the same one; an unknown user shows a not-found card.
import Grid from '@mui/material/Grid'
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined'
import LinkOutlined from '@mui/icons-material/LinkOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined'
import PersonOutline from '@mui/icons-material/PersonOutline'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ErrorState, LoadingState } from '@/components/state-views'
import { RecordNotFound } from '@/components/record-not-found'
import { UrlTabs } from '@/components/url-tabs'
import { useAbility } from '@/lib/ability'
import { ApiError } from '@/lib/api-client'
import { useRoleNames, useUser } from '../api'
import { UserAccountTab } from '../components/user-account-tab'
import { UserBillingTab } from '../components/user-billing-tab'
import { UserConnectionsTab } from '../components/user-connections-tab'
import { UserNotificationsTab } from '../components/user-notifications-tab'
import { UserPlanCard } from '../components/user-plan-card'
import { UserProfileCard } from '../components/user-profile-card'
import { UserSecurityTab } from '../components/user-security-tab'
import { paths } from '@/lib/paths'

const USER_VIEW_TABS = ['account', 'security', 'billing-plans', 'notifications', 'connections'] as const
type UserViewTab = (typeof USER_VIEW_TABS)[number]

const TAB_ICONS = {
  account: PersonOutline,
  security: LockOutlined,
  'billing-plans': BookmarkBorderOutlined,
  notifications: NotificationsNoneOutlined,
  connections: LinkOutlined,
} as const

const TAB_LABEL_KEYS: Record<UserViewTab, string> = {
  account: 'users.tabs.account',
  security: 'users.tabs.security',
  'billing-plans': 'users.tabs.billing',
  notifications: 'users.tabs.notifications',
  connections: 'users.tabs.connections',
}

function UserNotFound() {
  const { t } = useTranslation()
  return (
    <RecordNotFound
      title={t('users.view.notFound')}
      text={t('users.view.notFoundText')}
      backTo={paths.userList}
      backLabel={t('users.view.backToList')}
    />
  )
}

export function UserViewPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const { id: idParam } = useParams()
  const id = /^\d{1,9}$/.test(idParam ?? '') ? Number(idParam) : 0
  const user = useUser(id)
  const roles = useRoleNames()
  const canUpdate = ability.can('update', 'User')

  if (id <= 0 || (user.error instanceof ApiError && user.error.status === 404)) return <UserNotFound />
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />
  if (!user.data) return <LoadingState />
  const data = user.data

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <UserProfileCard user={data} roles={roles.data ?? []} canUpdate={canUpdate} />
        <UserPlanCard user={data} canUpdate={canUpdate} />
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <UrlTabs
          tabs={USER_VIEW_TABS}
          idPrefix="user"
          label={t('users.tabs.label')}
          tabLabel={(value) => t(TAB_LABEL_KEYS[value])}
          icons={TAB_ICONS}
        >
          {(tab) => (
            <>
              {tab === 'account' ? <UserAccountTab user={data} /> : null}
              {tab === 'security' ? <UserSecurityTab user={data} canUpdate={canUpdate} /> : null}
              {tab === 'billing-plans' ? <UserBillingTab user={data} canUpdate={canUpdate} /> : null}
              {tab === 'notifications' ? <UserNotificationsTab user={data} canUpdate={canUpdate} /> : null}
              {tab === 'connections' ? <UserConnectionsTab user={data} canUpdate={canUpdate} /> : null}
            </>
          )}
        </UrlTabs>
      </Grid>
    </Grid>
  )
}
