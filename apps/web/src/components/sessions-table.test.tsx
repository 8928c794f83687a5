import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render'
import { SessionsTable, type SessionsRevoke } from './sessions-table'

type Row = { id: number; device: string; current: boolean }
const ROWS: Row[] = [
  { id: 1, device: 'Firefox on Linux', current: true },
  { id: 2, device: 'Safari on iPhone', current: false },
]
const answered = (data: Row[] | undefined, extra: Partial<UseQueryResult<Row[]>> = {}) =>
  ({ data, isPending: data === undefined, isError: false, refetch: vi.fn(), ...extra }) as UseQueryResult<
    Row[]
  >

function revokeWith(mutateAsync: (id: number) => Promise<unknown>): SessionsRevoke<Row> {
  return {
    button: (session, ask) =>
      session.current ? null : (
        <button type="button" onClick={ask}>
          End {session.device}
        </button>
      ),
    confirmTitle: 'End this session?',
    confirmText: (session) => `${session.device} will be signed out.`,
    confirmLabel: 'End session',
    mutation: { mutateAsync, isPending: false },
  }
}

const render = (sessions: UseQueryResult<Row[]>, revoke?: SessionsRevoke<Row>) =>
  renderWithProviders(
    <SessionsTable<Row>
      title="Sessions"
      subheader="Where you are signed in"
      sessions={sessions}
      emptyTitle="No sessions"
      columns={[{ header: 'Device', cell: (session) => session.device }]}
      revoke={revoke}
      note="Ended sessions stay listed for a month."
    />,
  )

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('SessionsTable', { timeout: 30_000 }, () => {
  it('lists one row a session in a table named by the title, with the note under it', async () => {
    await render(answered(ROWS))
    const table = screen.getByRole('table', { name: 'Sessions' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull()
    expect(screen.getByText('Ended sessions stay listed for a month.')).toBeTruthy()
  })

  it('says when there is none', async () => {
    await render(answered([]))
    expect(screen.getByText('No sessions')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('ends a session once confirmed, and keeps the dialog open when that fails', async () => {
    const mutateAsync = vi.fn<(id: number) => Promise<unknown>>().mockRejectedValueOnce(new Error('offline'))
    await render(answered(ROWS), revokeWith(mutateAsync))
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'End Safari on iPhone' }))
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' })
    expect(within(dialog).getByText('Safari on iPhone will be signed out.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'End session' }))
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith(2))
    expect(screen.getByRole('dialog', { name: 'End this session?' })).toBeTruthy()
    mutateAsync.mockResolvedValueOnce(undefined)
    fireEvent.click(within(dialog).getByRole('button', { name: 'End session' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'End this session?' })).toBeNull())
  })
})
