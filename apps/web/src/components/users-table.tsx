// The users table shown by the users list and the roles page: a person cell linking to the user's
// page, email, role with its icon, plan and status, over the server-paged data table. Each page
// passes its own words (their strings live in their own areas) and, optionally, row actions.
import { useMemo } from 'react'
import type { User, UserPlan, UserSortKey, UserStatus } from '@aurum/shared'
import {
  ServerDataTable,
  useColumns,
  type ListColumns,
  type RowActionItem,
  type ServerTableState,
} from './data-table'
import type { TonalChipColor } from './tonal-chip'
import { UserRoleLabel } from './user-role-icon'

export const USER_STATUS_COLORS: Record<UserStatus, TonalChipColor> = {
  active: 'success',
  pending: 'warning',
  inactive: 'secondary',
}

export type UsersTableText = {
  /** Accessible name of the table. */
  label: string
  columns: { user: string; email: string; role: string; plan: string; status: string }
  plan: (plan: UserPlan) => string
  status: (status: UserStatus) => string
  empty?: string
}

export type UsersTableProps = {
  text: UsersTableText
  list: ServerTableState<User, UserSortKey>
  /** The user's page, linked from their name. */
  userHref: (user: User) => string
  actions?: (user: User) => RowActionItem[]
}

export function UsersTable({ text, list, userHref, actions }: UsersTableProps) {
  const col = useColumns<User, UserSortKey>()
  const columns = useMemo<ListColumns<User, UserSortKey>>(
    () => [
      col.person({
        field: 'fullName',
        headerName: text.columns.user,
        sortKey: 'user',
        flex: 1.4,
        minWidth: 220,
        person: (row) => ({
          name: row.fullName,
          avatar: row.avatar,
          secondary: `@${row.username}`,
          to: userHref(row),
        }),
      }),
      { field: 'email', headerName: text.columns.email, sortKey: 'email', flex: 1.3, minWidth: 200 },
      {
        field: 'role',
        headerName: text.columns.role,
        sortKey: 'role',
        flex: 0.9,
        minWidth: 140,
        renderCell: ({ row }) => <UserRoleLabel role={row.role} />,
      },
      {
        field: 'currentPlan',
        headerName: text.columns.plan,
        sortKey: 'plan',
        flex: 0.7,
        minWidth: 110,
        valueFormatter: (value: UserPlan) => text.plan(value),
      },
      col.status({
        field: 'status',
        headerName: text.columns.status,
        sortKey: 'status',
        flex: 0.7,
        minWidth: 110,
        tones: USER_STATUS_COLORS,
        label: text.status,
      }),
      actions && col.actions({ actions }),
    ],
    [col, text, userHref, actions],
  )
  return <ServerDataTable label={text.label} list={list} columns={columns} emptyText={text.empty} />
}
