// /apps/user/list: users per status, filters, search, sort and paging held in the URL, the add-user
// drawer, deletion with confirmation and the CSV export of what the filters select.
import { useCallback, useEffect, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined'
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined'
import PendingOutlined from '@mui/icons-material/PendingOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { USER_PLANS, USER_STATUSES, userListQuerySchema, type User } from '@aurum/shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { ExportButton, TableSearch } from '../../../components/data-table'
import { useNotify } from '../../../components/notifications'
import { PageHeader } from '../../../components/page-header'
import { StatCard } from '../../../components/stat-card'
import { ErrorState } from '../../../components/state-views'
import { roleDisplayName } from '../../../components/user-role-icon'
import { UsersTable, type UsersTableText } from '../../../components/users-table'
import { ApiError } from '../../../lib/api-client'
import { useAbility } from '../../../lib/ability'
import { useListParams } from '../../../lib/list-params'
import { USERS_PATH, useDeleteUser, useRoleNames, useUserStats, useUsers } from '../api'
import { UserAddDrawer } from '../components/user-add-drawer'
import { usePlanText, useStatusText, useUserErrorText } from '../components/user-text'

const userViewPath = (user: Pick<User, 'id'>) => `/apps/user/view/${user.id}`

export function UserListPage() {
  const { t, i18n } = useTranslation()
  const notify = useNotify()
  const ability = useAbility()
  const errorText = useUserErrorText()
  const planText = usePlanText()
  const statusText = useStatusText()
  const { params, setParams } = useListParams(userListQuerySchema)
  const users = useUsers(params)
  const stats = useUserStats()
  const roles = useRoleNames()
  const remove = useDeleteUser()
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<User | null>(null)
  const canCreate = ability.can('create', 'User')
  const canDelete = ability.can('delete', 'User')

  // The server serves page 1 when the asked page is beyond the last: the URL says what is shown.
  // (Placeholder data is the previous query's answer, kept while the next page loads: not a verdict.)
  const servedPage = users.isPlaceholderData ? undefined : users.data?.page
  useEffect(() => {
    if (servedPage !== undefined && servedPage !== params.page)
      setParams({ page: servedPage === 1 ? null : servedPage })
  }, [servedPage, params.page, setParams])

  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language])
  const share = (count: number | undefined) =>
    stats.data && count !== undefined && stats.data.total > 0
      ? t('users.stats.share', {
          share: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(count / stats.data.total),
        })
      : undefined

  const text = useMemo<UsersTableText>(
    () => ({
      label: t('users.list.tableLabel'),
      columns: {
        user: t('users.columns.user'),
        email: t('users.columns.email'),
        role: t('users.columns.role'),
        plan: t('users.columns.plan'),
        status: t('users.columns.status'),
        actions: t('common.actions'),
      },
      plan: planText,
      status: statusText,
      empty: t('users.list.empty'),
    }),
    [t, planText, statusText],
  )

  const renderActions = useCallback(
    (user: User) => (
      <>
        <Tooltip title={t('common.view')}>
          <IconButton
            component={RouterLink}
            to={userViewPath(user)}
            aria-label={t('users.list.viewUser', { name: user.fullName })}
          >
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {canDelete ? (
          <Tooltip title={t('common.delete')}>
            <IconButton
              onClick={() => setDeleting(user)}
              aria-label={t('users.list.deleteUser', { name: user.fullName })}
            >
              <DeleteOutlineOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </>
    ),
    [t, canDelete],
  )

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      notify(t('users.delete.done', { name: deleting.fullName }))
      setDeleting(null)
    } catch (error) {
      const message = error instanceof ApiError && error.status !== 404 ? error.message : ''
      notify(message && !message.startsWith('HTTP ') ? errorText(message) : t('common.deleteFailed'), 'error')
      // A refusal (409) will not change by retrying; anything else leaves the dialog to retry.
      if (error instanceof ApiError && error.status === 409) setDeleting(null)
    }
  }

  const filterSelect = (param: 'role' | 'plan' | 'status', options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={t(`users.filters.${param}`)}
      value={params[param] ?? ''}
      onChange={(event) => setParams({ [param]: event.target.value || null })}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('common.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )

  return (
    <Box>
      <PageHeader title={t('users.list.title')} subtitle={t('users.list.subtitle')} />
      <Grid container spacing={3} sx={{ mb: 3 }}>
        {(
          [
            ['total', GroupOutlined, 'primary'],
            ['active', HowToRegOutlined, 'success'],
            ['pending', PendingOutlined, 'warning'],
            ['inactive', PersonOffOutlined, 'error'],
          ] as const
        ).map(([key, Icon, color]) => (
          <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard
              label={t(`users.stats.${key}`)}
              value={stats.isError ? '—' : stats.data ? number.format(stats.data[key]) : undefined}
              icon={<Icon />}
              color={color}
              caption={key === 'total' ? t('users.stats.totalCaption') : share(stats.data?.[key])}
            />
          </Grid>
        ))}
      </Grid>

      <Card>
        <CardHeader title={t('common.filters')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              {filterSelect(
                'role',
                (roles.data ?? []).map((role) => ({ value: role, label: roleDisplayName(role) })),
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              {filterSelect(
                'plan',
                USER_PLANS.map((plan) => ({ value: plan, label: planText(plan) })),
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              {filterSelect(
                'status',
                USER_STATUSES.map((status) => ({ value: status, label: statusText(status) })),
              )}
            </Grid>
          </Grid>
        </CardContent>
        <Divider />
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
            <TableSearch value={params.q} onChange={(q) => setParams({ q })} label={t('users.list.search')} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <ExportButton path={`${USERS_PATH}/export.csv`} query={params} fileName="users.csv" />
            {canCreate ? (
              <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
                {t('users.add.open')}
              </Button>
            ) : null}
          </Box>
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
            userHref={userViewPath}
            renderActions={renderActions}
          />
        )}
      </Card>

      {canCreate ? (
        <UserAddDrawer open={adding} onClose={() => setAdding(false)} roles={roles.data ?? []} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('users.delete.title')}
        text={t('users.delete.text', { name: deleting?.fullName ?? '' })}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  )
}
