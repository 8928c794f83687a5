// /apps/permissions: the permission catalogue with the roles each is assigned to; search, sort by
// name and paging held in the URL; add, edit and delete dialogs.
import { useEffect, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import type { GridColDef } from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import { permissionListQuerySchema, type Permission } from '@aurum/shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { actionsColumn, RowAction, ServerDataTable, TableSearch } from '../../../components/data-table'
import { useNotify } from '../../../components/notifications'
import { PageHeader } from '../../../components/page-header'
import { ErrorState } from '../../../components/state-views'
import { useAbility } from '../../../lib/ability'
import { ApiError } from '../../../lib/api-client'
import { useListParams } from '../../../lib/list-params'
import { useDeletePermission, usePermissions, useRoleNames } from '../api'
import { PermissionDialog } from '../components/permission-dialog'
import { PermissionRoleChip } from '../components/permission-role-chip'
import { usePermissionErrorText } from '../components/permission-text'

const SORT_KEYS = { name: 'name' } as const

export function PermissionListPage() {
  const { t } = useTranslation()
  const notify = useNotify()
  const ability = useAbility()
  const errorText = usePermissionErrorText()
  const { params, setParams } = useListParams(permissionListQuerySchema)
  const permissions = usePermissions(params)
  const roles = useRoleNames()
  const remove = useDeletePermission()
  const [editing, setEditing] = useState<{ permission: Permission | null } | null>(null)
  const [deleting, setDeleting] = useState<Permission | null>(null)
  const canCreate = ability.can('create', 'Permission')
  const canUpdate = ability.can('update', 'Permission')
  const canDelete = ability.can('delete', 'Permission')

  // A page beyond the last (after deleting its only row, or a hand-edited URL) goes back to the last one.
  const total = permissions.isPlaceholderData ? undefined : permissions.data?.totalPermissions
  useEffect(() => {
    if (total === undefined) return
    const lastPage = Math.max(1, Math.ceil(total / params.itemsPerPage))
    if (params.page > lastPage) setParams({ page: lastPage === 1 ? null : lastPage })
  }, [total, params.page, params.itemsPerPage, setParams])

  const columns = useMemo<GridColDef<Permission>[]>(() => {
    const base: GridColDef<Permission>[] = [
      { field: 'name', headerName: t('permissions.columns.name'), flex: 1.2, minWidth: 200 },
      {
        field: 'assignedTo',
        headerName: t('permissions.columns.assignedTo'),
        flex: 1.6,
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) => (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, height: '100%', py: 1 }}
          >
            {row.assignedTo.map((role) => (
              <PermissionRoleChip key={role} role={role} />
            ))}
          </Box>
        ),
      },
      {
        field: 'createdDate',
        headerName: t('permissions.columns.createdDate'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        // The server's own text (what the search matches), kept left-to-right inside Arabic.
        renderCell: ({ row }) => <bdi>{row.createdDate}</bdi>,
      },
    ]
    if (canUpdate || canDelete) {
      base.push(
        actionsColumn<Permission>(t('common.actions'), 120, (row) => (
          <>
            {canUpdate ? (
              <RowAction
                title={t('common.edit')}
                label={t('permissions.editNamed', { name: row.name })}
                icon={<EditOutlined fontSize="small" />}
                onClick={() => setEditing({ permission: row })}
              />
            ) : null}
            {canDelete ? (
              <RowAction
                title={t('common.delete')}
                label={t('permissions.deleteNamed', { name: row.name })}
                icon={<DeleteOutlineOutlined fontSize="small" />}
                onClick={() => setDeleting(row)}
              />
            ) : null}
          </>
        )),
      )
    }
    return base
  }, [t, canUpdate, canDelete])

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      notify(t('permissions.delete.done', { name: deleting.name }))
      setDeleting(null)
    } catch (error) {
      const message =
        error instanceof ApiError && !error.message.startsWith('HTTP ')
          ? errorText(error.message)
          : t('common.deleteFailed')
      notify(message, 'error')
      if (error instanceof ApiError && error.status === 404) setDeleting(null)
    }
  }

  return (
    <Box>
      <PageHeader title={t('permissions.title')} subtitle={t('permissions.subtitle')} />
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
              label={t('permissions.search')}
            />
          </Box>
          {canCreate ? (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing({ permission: null })}
            >
              {t('permissions.add')}
            </Button>
          ) : null}
        </Box>
        {permissions.isError ? (
          <Box sx={{ px: 2.5, pb: 2.5 }}>
            <ErrorState error={permissions.error} onRetry={() => void permissions.refetch()} />
          </Box>
        ) : (
          <ServerDataTable<Permission>
            label={t('permissions.tableLabel')}
            rows={permissions.data?.permissions}
            total={permissions.data?.totalPermissions}
            columns={columns}
            paging={params}
            onPagingChange={setParams}
            loading={permissions.isFetching}
            sortKeys={SORT_KEYS}
            emptyText={t('permissions.empty')}
            rowHeight={64}
          />
        )}
      </Card>
      <PermissionDialog
        permission={editing?.permission ?? null}
        open={editing !== null}
        roles={roles.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('permissions.delete.title')}
        text={t('permissions.delete.text', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  )
}
