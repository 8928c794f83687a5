import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { refreshSession } from './session-refresh'
import { clearSession, getSession, setSession } from './session'

const userData = {
  id: 7,
  fullName: 'Ana Ruiz',
  username: 'ana',
  email: 'ana@example.com',
  avatar: null,
  role: 'catalogue-reader',
}

function answerMe(rules: unknown[]) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ userData, userAbilityRules: rules }), { status: 200 }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

beforeEach(() => {
  localStorage.clear()
  setSession({ accessToken: 'token', userData, userAbilityRules: [{ action: 'read', subject: 'Product' }] })
})
afterEach(() => {
  vi.unstubAllGlobals()
  clearSession()
})

describe('refreshSession', () => {
  it('takes the rules the server now holds for the role', async () => {
    const fetchMock = answerMe([{ action: 'read', subject: ['Product', 'Order'] }])
    await refreshSession()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token' }) }),
    )
    expect(getSession().userAbilityRules).toEqual([{ action: 'read', subject: ['Product', 'Order'] }])
  })
  it('does nothing for a visitor', async () => {
    clearSession()
    const fetchMock = answerMe([])
    await refreshSession()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
