import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { showSnackbar } from '../lib/snackbar'
import { NotificationsProvider } from './notifications'

describe('NotificationsProvider', { timeout: 30_000 }, () => {
  afterEach(cleanup)

  // The query client's mutation cache posts its snackbars outside React; the provider shows them.
  it('shows what is posted to the snackbar mailbox, in the severity given', async () => {
    render(
      <NotificationsProvider>
        <p>page</p>
      </NotificationsProvider>,
    )
    act(() => showSnackbar('Role saved'))
    expect((await screen.findByRole('alert')).textContent).toContain('Role saved')
    act(() => showSnackbar('Nobody could manage roles', 'error'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Nobody could manage roles')
    expect(alert.className).toMatch(/Error/)
  })

  it('stops listening once unmounted', () => {
    const { unmount } = render(<NotificationsProvider>{null}</NotificationsProvider>)
    unmount()
    expect(() => showSnackbar('Nobody hears this')).not.toThrow()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
