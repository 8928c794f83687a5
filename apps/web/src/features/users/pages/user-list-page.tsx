// /apps/user/list: users per status, filters, search, sort and paging held in the URL, the add-user
// drawer, deletion with confirmation and the CSV export of what the filters select.
import { useCallback, useMemo, useState } from 'react'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined'
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined'
import PendingOutlined from '@mui/icons-material/PendingOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useTranslation } from 'react-i18next'
import { USER_PLANS, USER_STATUSES, userListQuerySchema, type User } from '@aurum/shared'
import {
  ListFilterSelect,
  ListPage,
  serverRefusal,
  useDeleteConfirmation,
  useServerList,
} from '@/components/data-table'
import { StatCardGrid } from '@/components/stat-card'
import { useRoleName } from '@/components/user-role-icon'
import { UsersTable, type UsersTableText } from '@/components/users-table'
import { ApiError } from '@/lib/api-client'
import { useAbility } from '@/lib/ability'
import { useErrorText } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { useListParams } from '@/lib/list-params'
import { USERS_PATH, useDeleteUser, useRoleNames, useUserStats, useUsers } from '../api'
import { UserAddDrawer } from '../components/user-add-drawer'
import { usePlanText, useStatusText } from '../components/user-text'

const userViewPath = (user: Pick<User, 'id'>) => `/apps/user/view/${user.id}`

const STAT_CARDS = [
  ['total', GroupOutlined, 'primary'],
  ['active', HowToRegOutlined, 'success'],
  ['pending', PendingOutlined, 'warning'],
  ['inactive', PersonOffOutlined, 'error'],
] as const

export function UserListPage() {
  const { t } = useTranslation()
  const roleName = useRoleName()
  const format = useFormat()
  const ability = useAbility()
  const errorText = useErrorText()
  const planText = usePlanText()
  const statusText = useStatusText()
  const state = useListParams(userListQuerySchema)
  const list = useServerList(state, useUsers(state.params), { rows: 'users', total: 'totalUsers' })
  const stats = useUserStats()
  const roles = useRoleNames()
  const remove = useDeleteUser()
  const [adding, setAdding] = useState(false)
  const canCreate = ability.can('create', 'User')
  const canDelete = ability.can('delete', 'User')

  const deletion = useDeleteConfirmation({
    remove: (user: User) => remove.mutateAsync(user.id),
    pending: remove.isPending,
    title: () => t('users.delete.title'),
    text: (user) => t('users.delete.text', { name: user.fullName }),
    done: (user) => t('users.delete.done', { name: user.fullName }),
    // The server says why (e.g. nobody deletes their own account); a refusal (409) will not
    // change by retrying. A user gone already (404) is "could not be deleted".
    failed: (error) =>
      error instanceof ApiError && error.status === 404 ? undefined : serverRefusal(error, errorText, 409),
  })

  const text = useMemo<UsersTableText>(
    () => ({
      label: t('users.list.tableLabel'),
      columns: {
        user: t('users.columns.user'),
        email: t('users.columns.email'),
        role: t('users.columns.role'),
        plan: t('users.columns.plan'),
        status: t('users.columns.status'),
      },
      plan: planText,
      status: statusText,
      empty: t('users.list.empty'),
    }),
    [t, planText, statusText],
  )

  const ask = deletion.ask
  const actions = useCallback(
    (user: User) => [
      {
        title: t('common.view'),
        label: t('users.list.viewUser', { name: user.fullName }),
        icon: <VisibilityOutlined fontSize="small" />,
        to: userViewPath(user),
      },
      canDelete && {
        title: t('common.delete'),
        label: t('users.list.deleteUser', { name: user.fullName }),
        icon: <DeleteOutlineOutlined fontSize="small" />,
        onClick: () => ask(user),
      },
    ],
    [t, canDelete, ask],
  )

  const share = (count: number) =>
    stats.data && stats.data.total > 0
      ? t('users.stats.share', { share: format.wholeShare((count / stats.data.total) * 100) })
      : undefined

  return (
    <ListPage
      title={t('users.list.title')}
      subtitle={t('users.list.subtitle')}
      stats={
        <StatCardGrid
          error={stats.error}
          onRetry={() => void stats.refetch()}
          cards={STAT_CARDS.map(([key, Icon, color]) => ({
            key,
            label: t(`users.stats.${key}`),
            value: stats.data ? format.number(stats.data[key]) : undefined,
            icon: <Icon />,
            color,
            caption: key === 'total' ? t('users.stats.totalCaption') : share(stats.data?.[key] ?? 0),
          }))}
        />
      }
      list={list}
      searchLabel={t('users.list.search')}
      filters={
        <>
          <ListFilterSelect
            list={list}
            param="role"
            label={t('users.filters.role')}
            options={(roles.data ?? []).map((role) => ({ value: role, label: roleName(role) }))}
          />
          <ListFilterSelect
            list={list}
            param="plan"
            label={t('users.filters.plan')}
            options={USER_PLANS.map((plan) => ({ value: plan, label: planText(plan) }))}
          />
          <ListFilterSelect
            list={list}
            param="status"
            label={t('users.filters.status')}
            options={USER_STATUSES.map((status) => ({ value: status, label: statusText(status) }))}
          />
        </>
      }
      exportCsv={{ path: `${USERS_PATH}/export.csv`, fileName: 'users.csv' }}
      add={canCreate ? { label: t('users.add.open'), onClick: () => setAdding(true) } : null}
    >
      <UsersTable text={text} list={list} userHref={userViewPath} actions={actions} />
      {canCreate ? (
        <UserAddDrawer open={adding} onClose={() => setAdding(false)} roles={roles.data ?? []} />
      ) : null}
      {deletion.dialog}
    </ListPage>
  )
}
