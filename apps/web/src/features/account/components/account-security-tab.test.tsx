import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { AccountSecurityTab } from './account-security-tab'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index + 2}-efgh${index + 2}`)

let twoStepEnabled: boolean
let enableBodies: unknown[]
let disableBodies: unknown[]
type TestSession = { id: string; current: boolean; browser: string }
let liveSessions: TestSession[]
let signOutOthersCalls: number
const sessionOf = ({ id, current, browser }: TestSession) => ({
  id,
  current,
  browser,
  os: 'Linux',
  device: 'desktop',
  ip: '127.0.0.1',
  createdAt: '2026-11-20T10:00:00.000Z',
})

beforeEach(() => {
  twoStepEnabled = false
  enableBodies = []
  disableBodies = []
  liveSessions = []
  signOutOthersCalls = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : undefined
      if (url === '/api/account/sessions' && init?.method === 'DELETE') {
        signOutOthersCalls += 1
        const revoked = liveSessions.filter((session) => !session.current).length
        liveSessions = liveSessions.filter((session) => session.current)
        return json({ revoked })
      }
      if (url === '/api/account/sessions') return json({ sessions: liveSessions.map(sessionOf) })
      if (url === '/api/account/two-step')
        return json({ twoStepEnabled, recoveryCodesLeft: twoStepEnabled ? 10 : 0 })
      if (url === '/api/account/two-step/setup')
        return json({
          secret: SECRET,
          otpauthUrl: `otpauth://totp/Aurum:ada?secret=${SECRET}`,
          qrCodeSvg: '<svg/>',
        })
      if (url === '/api/account/two-step/enable') {
        enableBodies.push(body)
        if (body?.code !== '654321')
          return json(
            {
              errors: { code: ['This code is not valid or was already used'] },
              codes: { code: [{ code: 'account.twoStepCodeWrong' }] },
            },
            400,
          )
        twoStepEnabled = true
        return json({ twoStepEnabled: true, recoveryCodes: RECOVERY_CODES })
      }
      if (url === '/api/account/two-step/disable') {
        disableBodies.push(body)
        if (body?.password !== 'right-password')
          return json(
            {
              errors: { password: ['The current password is not correct'] },
              codes: { password: [{ code: 'account.currentPasswordWrong' }] },
            },
            400,
          )
        twoStepEnabled = false
        return json({ twoStepEnabled: false })
      }
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('AccountSecurityTab: two-step verification', { timeout: 30_000 }, () => {
  it('sets up an authenticator: key and QR code, a wrong code refused, then the recovery codes once', async () => {
    await renderWithProviders(<AccountSecurityTab />, { session: { userAbilityRules: [] } })
    expect(await screen.findByText('Off', {}, { timeout: 10_000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step verification' })
    expect(await within(dialog).findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy()
    expect(
      within(dialog).getByRole('img', { name: 'QR code of the key for your authenticator app' }),
    ).toBeTruthy()

    const code = within(dialog).getByRole('textbox', { name: 'Code from the app' })
    fireEvent.change(code, { target: { value: '12' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }))
    expect(await within(dialog).findByText('Enter the 6-digit code from your app')).toBeTruthy()
    expect(enableBodies).toEqual([])

    fireEvent.change(code, { target: { value: '123 456' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }))
    expect(await within(dialog).findByText(/This code is not valid or was already used/)).toBeTruthy()
    expect(enableBodies).toEqual([{ code: '123456' }])

    fireEvent.change(code, { target: { value: '654321' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }))
    const codes = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES)
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('On')).toBeTruthy()
    expect(await screen.findByText('10 recovery codes left')).toBeTruthy()
  })

  it('turns it off with the current password; a wrong one shows under the field', async () => {
    twoStepEnabled = true
    await renderWithProviders(<AccountSecurityTab />, { session: { userAbilityRules: [] } })
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step verification?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }))
    expect(await within(dialog).findByText('Enter your current password or a code')).toBeTruthy()
    const password = within(dialog).getByLabelText('Current password')
    fireEvent.change(password, { target: { value: 'wrong-password' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }))
    expect(await within(dialog).findByText('The current password is not correct')).toBeTruthy()
    fireEvent.change(password, { target: { value: 'right-password' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('Off')).toBeTruthy()
    expect(disableBodies).toEqual([{ password: 'wrong-password' }, { password: 'right-password' }])
  })
})

describe('AccountSecurityTab: devices', { timeout: 30_000 }, () => {
  it('signs out all other devices after a confirmation; the button goes when only this one is left', async () => {
    liveSessions = [
      { id: 'this-session-0001', current: true, browser: 'Chrome 126' },
      { id: 'phone-session-0002', current: false, browser: 'Safari 17' },
      { id: 'other-session-0003', current: false, browser: 'Firefox 130' },
    ]
    await renderWithProviders(<AccountSecurityTab />, { session: { userAbilityRules: [] } })
    fireEvent.click(
      await screen.findByRole('button', { name: 'Sign out all other devices' }, { timeout: 10_000 }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other devices?' })
    expect(within(dialog).getByText(/2 other devices will be signed out/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out all other devices' }))
    await waitFor(() => expect(signOutOthersCalls).toBe(1), { timeout: 10_000 })
    await waitFor(() => expect(screen.queryByText('Safari 17')).toBeNull(), { timeout: 10_000 })
    expect(screen.getByText('Chrome 126')).toBeTruthy()
    // The dialog closed and the card's button went with the other devices.
    // The dialog's own button of that name goes when its exit transition ends: slow on a busy machine.
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull(),
      { timeout: 10_000 },
    )
  })
})
