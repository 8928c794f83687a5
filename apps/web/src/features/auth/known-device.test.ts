import { afterEach, describe, expect, it } from 'vitest'
import { knownDeviceToken, rememberDevice } from './known-device'

const answer = (email: string, deviceToken?: string) => ({
  accessToken: 'token',
  userAbilityRules: [],
  userData: { id: 1, email, fullName: 'A', username: 'a', avatar: null, role: 'client' },
  ...(deviceToken ? { deviceToken } : {}),
})

afterEach(() => localStorage.clear())

describe('the known-device token sent with a login', () => {
  it('is the one of the latest sign-in to that account, whatever the case of the typed email', () => {
    rememberDevice(answer('Client@Demo.com', 'first'))
    rememberDevice(answer('admin@demo.com', 'admin-device'))
    rememberDevice(answer('client@demo.com', 'second'))
    expect(knownDeviceToken(' CLIENT@demo.com ')).toBe('second')
    expect(knownDeviceToken('admin@demo.com')).toBe('admin-device')
    expect(knownDeviceToken('other@demo.com')).toBeUndefined()
  })

  it('is kept under the aurum- prefix, and an answer without a token changes nothing', () => {
    rememberDevice(answer('client@demo.com', 'kept'))
    rememberDevice(answer('client@demo.com'))
    rememberDevice({ twoStepRequired: true, challengeToken: 'x', expiresAt: 'y' })
    expect(JSON.parse(localStorage.getItem('aurum-login-devices')!)).toEqual({ 'client@demo.com': 'kept' })
  })

  it('remembers at most ten accounts, dropping the oldest', () => {
    for (let index = 0; index < 12; index++) rememberDevice(answer(`user${index}@demo.com`, `t${index}`))
    expect(knownDeviceToken('user0@demo.com')).toBeUndefined()
    expect(knownDeviceToken('user1@demo.com')).toBeUndefined()
    expect(knownDeviceToken('user2@demo.com')).toBe('t2')
    expect(knownDeviceToken('user11@demo.com')).toBe('t11')
  })

  it('ignores stored values that are not tokens', () => {
    localStorage.setItem('aurum-login-devices', JSON.stringify({ 'client@demo.com': 3 }))
    expect(knownDeviceToken('client@demo.com')).toBeUndefined()
    localStorage.setItem('aurum-login-devices', '[1]')
    expect(knownDeviceToken('client@demo.com')).toBeUndefined()
  })
})
