// /apps/permissions: the permission catalogue with the roles each is assigned to; search, sort by
// name and paging held in the URL; add, edit and delete dialogs.
import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { useTranslation } from 'react-i18next'
import { permissionListQuerySchema, type Permission, type PermissionSortKey } from '@aurum/shared'
import {
  ListPage,
  ServerDataTable,
  serverRefusal,
  useColumns,
  useDeleteConfirmation,
  useServerList,
  type ListColumns,
} from '@/components/data-table'
import { useAbility } from '@/lib/ability'
import { useErrorText } from '@/lib/error-text'
import { useListParams } from '@/lib/list-params'
import { useFormat } from '@/lib/format'
import { useDeletePermission, usePermissions, useRoleNames } from '../api'
import { PermissionDialog } from '../components/permission-dialog'
import { PermissionRoleChip } from '../components/permission-role-chip'

export function PermissionListPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const errorText = useErrorText()
  const state = useListParams(permissionListQuerySchema)
  const list = useServerList(state, usePermissions(state.params), {
    rows: 'permissions',
    total: 'totalPermissions',
  })
  const roles = useRoleNames()
  const remove = useDeletePermission()
  const [editing, setEditing] = useState<{ permission: Permission | null } | null>(null)
  const canUpdate = ability.can('update', 'Permission')
  const canDelete = ability.can('delete', 'Permission')
  const deletion = useDeleteConfirmation({
    remove: (permission: Permission) => remove.mutateAsync(permission.id),
    pending: remove.isPending,
    title: () => t('permissions.delete.title'),
    text: (permission) => t('permissions.delete.text', { name: permission.name }),
    done: (permission) => t('permissions.delete.done', { name: permission.name }),
    // A permission deleted meanwhile (404) is gone: retrying cannot help.
    failed: (error) => serverRefusal(error, errorText, 404),
  })
  const ask = deletion.ask

  const col = useColumns<Permission, PermissionSortKey>()
  const format = useFormat()
  const columns = useMemo<ListColumns<Permission, PermissionSortKey>>(
    () => [
      { field: 'name', headerName: t('permissions.columns.name'), sortKey: 'name', flex: 1.2, minWidth: 200 },
      {
        field: 'assignedTo',
        headerName: t('permissions.columns.assignedTo'),
        flex: 1.6,
        minWidth: 260,
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
        renderCell: ({ row }) => format.dateTime(row.createdAt),
      },
      (canUpdate || canDelete) &&
        col.actions({
          actions: (row) => [
            canUpdate && {
              title: t('common.edit'),
              label: t('permissions.editNamed', { name: row.name }),
              icon: <EditOutlined fontSize="small" />,
              onClick: () => setEditing({ permission: row }),
            },
            canDelete && {
              title: t('common.delete'),
              label: t('permissions.deleteNamed', { name: row.name }),
              icon: <DeleteOutlineOutlined fontSize="small" />,
              onClick: () => ask(row),
            },
          ],
        }),
    ],
    [t, col, format, canUpdate, canDelete, ask],
  )

  return (
    <ListPage
      title={t('permissions.title')}
      subtitle={t('permissions.subtitle')}
      list={list}
      searchLabel={t('permissions.search')}
      add={
        ability.can('create', 'Permission')
          ? { label: t('permissions.add'), onClick: () => setEditing({ permission: null }) }
          : null
      }
    >
      <ServerDataTable
        label={t('permissions.tableLabel')}
        list={list}
        columns={columns}
        emptyText={t('permissions.empty')}
      />
      <PermissionDialog
        permission={editing?.permission ?? null}
        open={editing !== null}
        roles={roles.data ?? []}
        onClose={() => setEditing(null)}
      />
      {deletion.dialog}
    </ListPage>
  )
}
