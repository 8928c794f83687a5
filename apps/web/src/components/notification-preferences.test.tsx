import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotificationPreferences, type NotificationRow } from './notification-preferences'
import { NotificationsProvider } from './notifications'

const saved: NotificationRow[] = [
  { type: 'newOrder', email: true, browser: false, app: true },
  { type: 'review', email: false, browser: false, app: false },
]
const text = {
  table: 'Notifications',
  typeHeader: 'Type',
  type: (type: string) => (type === 'newOrder' ? 'New order' : 'Review'),
  channel: (channel: string) => channel,
  cell: (type: string, channel: string) => `${type} by ${channel}`,
  discard: 'Discard',
  saved: 'Preferences saved',
}

function renderTable(onSave: (rows: NotificationRow[]) => Promise<NotificationRow[]>, canUpdate = true) {
  return render(
    <NotificationsProvider>
      <NotificationPreferences saved={saved} onSave={onSave} canUpdate={canUpdate} text={text} />
    </NotificationsProvider>,
  )
}

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('NotificationPreferences', { timeout: 30_000 }, () => {
  afterEach(cleanup)

  it('saves the ticked boxes, then has nothing left to save', async () => {
    const onSave = vi.fn(async (rows: NotificationRow[]) => rows)
    renderTable(onSave)
    const save = screen.getByRole('button', { name: 'common.saveChanges' })
    expect((save as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Review by browser' }))
    expect((save as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(save)
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]![0]).toEqual([
      saved[0],
      { type: 'review', email: false, browser: true, app: false },
    ])
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'common.saveChanges' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    )
    expect((screen.getByRole('checkbox', { name: 'Review by browser' }) as HTMLInputElement).checked).toBe(
      true,
    )
  })

  it('discards changes back to what was saved', () => {
    renderTable(async (rows) => rows)
    const box = screen.getByRole('checkbox', { name: 'New order by email' })
    fireEvent.click(box)
    expect((box as HTMLInputElement).checked).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    expect((screen.getByRole('checkbox', { name: 'New order by email' }) as HTMLInputElement).checked).toBe(
      true,
    )
  })

  it('keeps the changes and says so when saving fails', async () => {
    renderTable(async () => {
      throw new Error('offline')
    })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Review by app' }))
    fireEvent.click(screen.getByRole('button', { name: 'common.saveChanges' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('common.saveFailed'))
    expect((screen.getByRole('checkbox', { name: 'Review by app' }) as HTMLInputElement).checked).toBe(true)
  })

  it('shows the choices without buttons to a reader who may not change them', () => {
    renderTable(async (rows) => rows, false)
    expect((screen.getByRole('checkbox', { name: 'New order by app' }) as HTMLInputElement).disabled).toBe(
      true,
    )
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull()
  })
})
