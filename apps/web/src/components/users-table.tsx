// The users table shown by the users list and the roles page: a person cell linking to the user's
// page, email, role with its icon, plan and status, over the server-paged data table. Each page
// passes its own words (their strings live in their own areas) and, optionally, row actions.
import { useMemo, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { GridColDef } from '@mui/x-data-grid'
import { Link as RouterLink } from 'react-router'
import type { User, UserPlan, UserStatus } from '@aurum/shared'
import { actionsColumn, ServerDataTable, type TablePaging, type TablePagingPatch } from './data-table'
import { TonalChip, type TonalChipColor } from './tonal-chip'
import { UserAvatar } from './user-avatar'
import { UserRoleLabel } from './user-role-icon'

export const USER_STATUS_COLORS: Record<UserStatus, TonalChipColor> = {
  active: 'success',
  pending: 'warning',
  inactive: 'secondary',
}

/** Column field → the users list's sortBy (packages/shared USER_SORT_KEYS). */
const USER_SORT_KEYS = {
  fullName: 'user',
  email: 'email',
  role: 'role',
  currentPlan: 'plan',
  status: 'status',
} as const

export type UsersTableText = {
  /** Accessible name of the table. */
  label: string
  columns: { user: string; email: string; role: string; plan: string; status: string; actions: string }
  plan: (plan: UserPlan) => string
  status: (status: UserStatus) => string
  empty?: string
}

export type UsersTableProps = {
  text: UsersTableText
  rows: User[] | undefined
  total: number | undefined
  paging: TablePaging
  onPagingChange: (patch: TablePagingPatch) => void
  loading?: boolean
  /** The user's page, linked from their name. */
  userHref: (user: User) => string
  renderActions?: (user: User) => ReactNode
}

export function UsersTable({
  text,
  rows,
  total,
  paging,
  onPagingChange,
  loading,
  userHref,
  renderActions,
}: UsersTableProps) {
  const columns = useMemo<GridColDef<User>[]>(() => {
    const base: GridColDef<User>[] = [
      {
        field: 'fullName',
        headerName: text.columns.user,
        flex: 1.4,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
            <UserAvatar name={row.fullName} src={row.avatar} size={34} />
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Link
                component={RouterLink}
                to={userHref(row)}
                sx={{
                  display: 'block',
                  fontWeight: 500,
                  color: 'text.primary',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {row.fullName}
              </Link>
              <Typography variant="body2" color="text.secondary" noWrap>
                @{row.username}
              </Typography>
            </Box>
          </Box>
        ),
      },
      { field: 'email', headerName: text.columns.email, flex: 1.3, minWidth: 200 },
      {
        field: 'role',
        headerName: text.columns.role,
        flex: 0.9,
        minWidth: 140,
        renderCell: ({ row }) => <UserRoleLabel role={row.role} />,
      },
      {
        field: 'currentPlan',
        headerName: text.columns.plan,
        flex: 0.7,
        minWidth: 110,
        valueFormatter: (value: UserPlan) => text.plan(value),
      },
      {
        field: 'status',
        headerName: text.columns.status,
        flex: 0.7,
        minWidth: 110,
        renderCell: ({ row }) => (
          <TonalChip label={text.status(row.status)} color={USER_STATUS_COLORS[row.status]} />
        ),
      },
    ]
    if (renderActions) {
      base.push(actionsColumn<User>(text.columns.actions, 120, renderActions))
    }
    return base
  }, [text, userHref, renderActions])

  return (
    <ServerDataTable<User>
      label={text.label}
      rows={rows}
      total={total}
      columns={columns}
      paging={paging}
      onPagingChange={onPagingChange}
      loading={loading}
      sortKeys={USER_SORT_KEYS}
      emptyText={text.empty}
      rowHeight={64}
    />
  )
}
