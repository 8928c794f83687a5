// /apps/roles: a card per role (users holding it, edit, delete), the add-role card and dialog, and
// below them the users with their roles (role filter, search and paging held in the URL).
import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { userListQuerySchema, type Role, type User, type UserPlan, type UserStatus } from '@aurum/shared'
import {
  ListCard,
  ListFilterSelect,
  serverRefusal,
  useDeleteConfirmation,
  useServerList,
} from '@/components/data-table'
import { PageHeader } from '@/components/page-header'
import { ErrorState } from '@/components/state-views'
import { useRoleName } from '@/components/user-role-icon'
import { UsersTable, type UsersTableText } from '@/components/users-table'
import { useAbility } from '@/lib/ability'
import { useErrorText } from '@/lib/error-text'
import { useListParams } from '@/lib/list-params'
import { useDeleteRole, useRoleUsers, useRoles } from '../api'
import { RoleAddCard } from '../components/role-add-card'
import { RoleCard } from '../components/role-card'
import { RoleDialog } from '../components/role-dialog'

const userHref = (user: User) => `/apps/user/view/${user.id}`

function RoleUsersSection() {
  const { t } = useTranslation()
  const roleName = useRoleName()
  const state = useListParams(userListQuerySchema)
  const list = useServerList(state, useRoleUsers(state.params), { rows: 'users', total: 'totalUsers' })
  const roles = useRoles()

  const text = useMemo<UsersTableText>(
    () => ({
      label: t('roles.users.tableLabel'),
      columns: {
        user: t('roles.users.columns.user'),
        email: t('roles.users.columns.email'),
        role: t('roles.users.columns.role'),
        plan: t('roles.users.columns.plan'),
        status: t('roles.users.columns.status'),
      },
      plan: (plan: UserPlan) => t(`roles.users.plans.${plan}`),
      status: (status: UserStatus) => t(`roles.users.statuses.${status}`),
      empty: t('roles.users.empty'),
    }),
    [t],
  )

  return (
    <Box component="section" aria-labelledby="role-users-title" sx={{ mt: 5 }}>
      <Typography id="role-users-title" variant="h5" component="h2">
        {t('roles.users.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('roles.users.subtitle')}
      </Typography>
      <ListCard
        list={list}
        searchLabel={t('roles.users.search')}
        toolbar={
          <ListFilterSelect
            list={list}
            param="role"
            label={t('roles.users.roleFilter')}
            options={(roles.data ?? []).map((role) => ({
              value: role.name,
              label: roleName(role.name),
            }))}
          />
        }
      >
        <UsersTable text={text} list={list} userHref={userHref} />
      </ListCard>
    </Box>
  )
}

export function RoleListPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const errorText = useErrorText()
  const roles = useRoles()
  const remove = useDeleteRole()
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null)
  const canCreate = ability.can('create', 'Role')
  const canUpdate = ability.can('update', 'Role')
  const canDelete = ability.can('delete', 'Role')
  const deletion = useDeleteConfirmation({
    remove: (role: Role) => remove.mutateAsync(role.id),
    pending: remove.isPending,
    title: () => t('roles.delete.title'),
    text: (role) => t('roles.delete.text', { name: role.name }),
    done: (role) => t('roles.delete.done', { name: role.name }),
    // The server says why (users still hold it, or no one could manage roles any more); a refusal
    // (409) will not change by retrying, anything else leaves the dialog to retry.
    failed: (error) => serverRefusal(error, errorText, 409),
  })

  return (
    <Box>
      <PageHeader title={t('roles.title')} subtitle={t('roles.subtitle')} />
      {roles.isError ? <ErrorState error={roles.error} onRetry={() => void roles.refetch()} /> : null}
      <Grid container spacing={3}>
        {roles.isPending
          ? [0, 1, 2].map((index) => (
              <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={170} />
              </Grid>
            ))
          : null}
        {roles.data?.map((role) => (
          <Grid key={role.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <RoleCard
              role={role}
              canUpdate={canUpdate}
              canDelete={canDelete}
              onEdit={(chosen) => setEditing({ role: chosen })}
              onDelete={deletion.ask}
            />
          </Grid>
        ))}
        {canCreate && roles.data ? (
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <RoleAddCard onAdd={() => setEditing({ role: null })} />
          </Grid>
        ) : null}
      </Grid>
      {ability.can('read', 'User') ? <RoleUsersSection /> : null}
      <RoleDialog role={editing?.role ?? null} open={editing !== null} onClose={() => setEditing(null)} />
      {deletion.dialog}
    </Box>
  )
}
