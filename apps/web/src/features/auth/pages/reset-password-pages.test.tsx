import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { ResetPasswordPage } from './reset-password-page'
import { ResetPasswordV1Page } from './reset-password-v1-page'
import { ResetPasswordV2Page } from './reset-password-v2-page'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let requests: { url: string; body: unknown }[]

beforeEach(() => {
  requests = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      if (url === '/api/auth/reset-password')
        return json(
          {
            errors: { token: ['This reset link is invalid or has expired'] },
            codes: { token: [{ code: AUTH_MESSAGES.invalidResetLink }] },
          },
          400,
        )
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const pages = [
  ['/reset-password', ResetPasswordPage],
  ['/pages/authentication/reset-password-v1', ResetPasswordV1Page],
  ['/pages/authentication/reset-password-v2', ResetPasswordV2Page],
] as const

describe('password reset pages', { timeout: 30_000 }, () => {
  it.each(pages)('%s without the emailed link asks for it and changes nothing', async (path, Page) => {
    await renderWithProviders(<Page />, { route: path })
    expect(
      await screen.findByText(/open the link in the email we sent you/, {}, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.queryByLabelText('New password')).toBeNull()
    expect(screen.queryByText(/Your password has been changed/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
    expect(requests).toEqual([])
  })

  it.each(pages)('%s with a token sends it to the server and shows its refusal', async (path, Page) => {
    await renderWithProviders(<Page />, { route: `${path}?token=forged-token` })
    fireEvent.change(await screen.findByLabelText('New password', {}, { timeout: 10_000 }), {
      target: { value: 'brand-new-password' },
    })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'brand-new-password' } })
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText(/Invalid or expired link/)).toBeTruthy()
    expect(screen.queryByText(/Your password has been changed/)).toBeNull()
    expect(requests).toEqual([
      { url: '/api/auth/reset-password', body: { token: 'forged-token', password: 'brand-new-password' } },
    ])
  })
})
