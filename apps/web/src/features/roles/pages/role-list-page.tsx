// /apps/roles: a card per role (users holding it, edit, delete), the add-role card and dialog, and
// below them the users with their roles (role filter, search and paging held in the URL).
import { useEffect, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { userListQuerySchema, type Role, type User, type UserPlan, type UserStatus } from '@aurum/shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { TableSearch } from '../../../components/data-table'
import { useNotify } from '../../../components/notifications'
import { PageHeader } from '../../../components/page-header'
import { ErrorState } from '../../../components/state-views'
import { roleDisplayName } from '../../../components/user-role-icon'
import { UsersTable, type UsersTableText } from '../../../components/users-table'
import { useAbility } from '../../../lib/ability'
import { ApiError } from '../../../lib/api-client'
import { useListParams } from '../../../lib/list-params'
import { useDeleteRole, useRoleUsers, useRoles } from '../api'
import { RoleAddCard } from '../components/role-add-card'
import { RoleCard } from '../components/role-card'
import { RoleDialog } from '../components/role-dialog'
import { useRoleErrorText } from '../components/role-text'

const userHref = (user: User) => `/apps/user/view/${user.id}`

function RoleUsersSection() {
  const { t } = useTranslation()
  const { params, setParams } = useListParams(userListQuerySchema)
  const users = useRoleUsers(params)
  const roles = useRoles()
  const servedPage = users.isPlaceholderData ? undefined : users.data?.page
  useEffect(() => {
    if (servedPage !== undefined && servedPage !== params.page)
      setParams({ page: servedPage === 1 ? null : servedPage })
  }, [servedPage, params.page, setParams])

  const text = useMemo<UsersTableText>(
    () => ({
      label: t('roles.users.tableLabel'),
      columns: {
        user: t('roles.users.columns.user'),
        email: t('roles.users.columns.email'),
        role: t('roles.users.columns.role'),
        plan: t('roles.users.columns.plan'),
        status: t('roles.users.columns.status'),
        actions: t('common.actions'),
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
      <Card>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            p: 2.5,
          }}
        >
          {/* The search takes the room the actions leave, up to a comfortable width. */}
          <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 360px' } }}>
            <TableSearch
              value={params.q}
              onChange={(q) => setParams({ q })}
              label={t('roles.users.search')}
            />
          </Box>
          <TextField
            select
            size="small"
            label={t('roles.users.roleFilter')}
            value={params.role ?? ''}
            onChange={(event) => setParams({ role: event.target.value || null })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200, width: 'auto' }}
          >
            <MenuItem value="">{t('common.all')}</MenuItem>
            {(roles.data ?? []).map((role) => (
              <MenuItem key={role.id} value={role.name}>
                {roleDisplayName(role.name)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {users.isError ? (
          <Box sx={{ px: 2.5, pb: 2.5 }}>
            <ErrorState error={users.error} onRetry={() => void users.refetch()} />
          </Box>
        ) : (
          <UsersTable
            text={text}
            rows={users.data?.users}
            total={users.data?.totalUsers}
            // The page the server served: shown at once, before the URL catches up, so the grid
            // never sees a page beyond the last (it would move to the last page by itself).
            paging={servedPage === undefined ? params : { ...params, page: servedPage }}
            onPagingChange={setParams}
            loading={users.isFetching}
            userHref={userHref}
          />
        )}
      </Card>
    </Box>
  )
}

export function RoleListPage() {
  const { t } = useTranslation()
  const notify = useNotify()
  const ability = useAbility()
  const errorText = useRoleErrorText()
  const roles = useRoles()
  const remove = useDeleteRole()
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null)
  const [deleting, setDeleting] = useState<Role | null>(null)
  const canCreate = ability.can('create', 'Role')
  const canUpdate = ability.can('update', 'Role')
  const canDelete = ability.can('delete', 'Role')

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      notify(t('roles.delete.done', { name: deleting.name }))
      setDeleting(null)
    } catch (error) {
      // The server says why (users still hold it, or no one could manage roles any more).
      const message =
        error instanceof ApiError && !error.message.startsWith('HTTP ')
          ? errorText(error.message)
          : t('common.deleteFailed')
      notify(message, 'error')
      // A refusal (409) will not change by retrying; anything else leaves the dialog to retry.
      if (error instanceof ApiError && error.status === 409) setDeleting(null)
    }
  }

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
              onDelete={setDeleting}
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
      <ConfirmDialog
        open={deleting !== null}
        title={t('roles.delete.title')}
        text={t('roles.delete.text', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  )
}
