// The card that lists sign-ins (your own devices in account settings, a user's sessions for an
// administrator): its loading, failure and empty states, one row a session, and ending one after a
// confirmation that stays open when the ending fails (the mutation's snackbar says why).
import { useState, type ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from './confirm-dialog'
import { EmptyState, ErrorState } from './state-views'
import { TableScrollRegion } from './table-scroll-region'

type SessionRow = { id: number | string }

type SessionsColumn<T> = { header: string; cell: (session: T) => ReactNode }

export type SessionsRevoke<T extends SessionRow> = {
  /** The row's button, calling `ask` to confirm; anything else (a "this device" chip) or null. */
  button: (session: T, ask: () => void) => ReactNode
  confirmTitle: string
  confirmText: (session: T) => string
  confirmLabel: string
  mutation: { mutateAsync: (id: T['id']) => Promise<unknown>; isPending: boolean }
}

export type SessionsTableProps<T extends SessionRow> = {
  /** Also the table's accessible name. */
  title: string
  subheader: string
  /** Beside the title (e.g. sign out every other device). */
  action?: ReactNode
  sessions: UseQueryResult<T[]>
  emptyTitle: string
  columns: readonly SessionsColumn<T>[]
  /** Without it (a reader who may not end sessions), no actions column. */
  revoke?: SessionsRevoke<T>
  /** A line under the table. */
  note?: string
  /** Dialogs of the card's own action. */
  children?: ReactNode
}

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const

export function SessionsTable<T extends SessionRow>({
  title,
  subheader,
  action,
  sessions,
  emptyTitle,
  columns,
  revoke,
  note,
  children,
}: SessionsTableProps<T>) {
  const { t } = useTranslation()
  const [ending, setEnding] = useState<T | null>(null)
  const confirmEnd = async () => {
    if (!ending || !revoke) return
    try {
      await revoke.mutation.mutateAsync(ending.id)
      setEnding(null)
    } catch {
      // The mutation's error snackbar says it; the dialog stays open to try again.
    }
  }
  return (
    <Card>
      <CardHeader title={title} subheader={subheader} slotProps={cardTitle} action={action} />
      {sessions.isError ? (
        <CardContent>
          <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
        </CardContent>
      ) : null}
      {sessions.isPending ? (
        <CardContent>
          <Skeleton variant="rounded" height={120} />
        </CardContent>
      ) : null}
      {sessions.data?.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      {sessions.data && sessions.data.length > 0 ? (
        <TableScrollRegion label={title}>
          <Table aria-label={title}>
            <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.header}</TableCell>
                ))}
                {revoke ? <TableCell align="right">{t('common.actions')}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data.map((session) => (
                <TableRow key={session.id}>
                  {columns.map((column) => (
                    <TableCell key={column.header}>{column.cell(session)}</TableCell>
                  ))}
                  {revoke ? (
                    <TableCell align="right">{revoke.button(session, () => setEnding(session))}</TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollRegion>
      ) : null}
      {note ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2.5, py: 1.5 }}>
          {note}
        </Typography>
      ) : null}
      {revoke ? (
        <ConfirmDialog
          open={ending !== null}
          title={revoke.confirmTitle}
          text={ending ? revoke.confirmText(ending) : ''}
          confirmLabel={revoke.confirmLabel}
          pending={revoke.mutation.isPending}
          onConfirm={() => void confirmEnd()}
          onClose={() => setEnding(null)}
        />
      ) : null}
      {children}
    </Card>
  )
}
