import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../lib/session'
import { resetSettings, updateSettings } from '../lib/settings'
import { renderWithProviders } from '../test/render'
import { isVisitorEntryPath, VisitorApp } from './visitor-app'

const VISITOR_SESSION = {
  accessToken: 'token',
  userAbilityRules: [],
  userData: { id: 1, fullName: 'A', username: 'a', email: 'a@example.com', avatar: null, role: 'admin' },
}

describe('VisitorApp', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    resetSettings()
  })
  // jsdom has no matchMedia; the theme asks it for the system's colour scheme.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList

  it('draws the visitor screens only for someone not logged in', () => {
    expect(isVisitorEntryPath('/login')).toBe(true)
    expect(isVisitorEntryPath('/register')).toBe(true)
    expect(isVisitorEntryPath('/dashboards/crm')).toBe(false)
    setSession(VISITOR_SESSION)
    expect(isVisitorEntryPath('/login')).toBe(false)
  })

  it(
    'moves between its screens with the History API and hands over for any other address',
    { timeout: 40_000 },
    async () => {
      window.history.replaceState(null, '', '/login?to=%2Fapps%2Femail')
      updateSettings({ language: 'en' })
      const leave = vi.fn()
      await renderWithProviders(<VisitorApp leave={leave} />)
      expect(await screen.findByRole('form', { name: 'Login' }, { timeout: 15_000 })).toBeTruthy()

      fireEvent.click(screen.getByRole('link', { name: /create an account/i }))
      await waitFor(() => expect(window.location.pathname).toBe('/register'))
      expect(
        await screen.findByRole('heading', { name: /adventure starts here/i }, { timeout: 15_000 }),
      ).toBeTruthy()
      expect(leave).not.toHaveBeenCalled()

      // Back in the browser: the login screen again, still without the app.
      act(() => {
        window.history.back()
      })
      await waitFor(() => expect(window.location.pathname).toBe('/login'))
      expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy()

      fireEvent.click(screen.getAllByRole('link', { name: /aurum/i })[0]!)
      await waitFor(() => expect(leave).toHaveBeenCalledTimes(1))
    },
  )
})
