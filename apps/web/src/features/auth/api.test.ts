import { describe, expect, it } from 'vitest'
import {
  clearPendingTwoStep,
  isLoginChallenge,
  readLoginResponse,
  readPendingTwoStep,
  redirectTarget,
  savePendingTwoStep,
} from './api'

const target = (query: string) => redirectTarget(new URLSearchParams(query))

describe('redirectTarget (where login goes next)', () => {
  it('goes to `/` without `to`', () => {
    expect(target('')).toBe('/')
  })
  it('goes to the wanted path and hands back the kept query', () => {
    expect(target('to=/apps/user/list')).toBe('/apps/user/list')
    expect(target('q=ann&to=%2Fapps%2Fuser%2Flist&page=2')).toBe('/apps/user/list?q=ann&page=2')
  })
  it('never leaves the site', () => {
    expect(target('to=https://evil.example')).toBe('/')
    expect(target('to=//evil.example/path')).toBe('/')
    expect(target('to=/\\evil.example')).toBe('/')
  })
  it('keeps the query for `/` too, as the role redirect keeps it', () => {
    expect(target('lang=fr')).toBe('/?lang=fr')
  })
})

describe('readLoginResponse (the login answer, checked without zod)', () => {
  const userData = {
    id: 1,
    fullName: 'Ann Admin',
    username: 'ann',
    email: 'admin@demo.com',
    avatar: null,
    role: 'admin',
  }
  const answer = { accessToken: 'token', userAbilityRules: [{ action: 'manage', subject: 'all' }], userData }

  it('keeps the token, the rules and the known user fields only', () => {
    const read = readLoginResponse({ ...answer, extra: 1, userData: { ...userData, password: 'hash' } })
    expect(read).toEqual(answer)
    expect(read.userData).not.toHaveProperty('password')
  })
  it('refuses an answer of another shape', () => {
    expect(() => readLoginResponse(null)).toThrow()
    expect(() => readLoginResponse({ ...answer, accessToken: undefined })).toThrow()
    expect(() => readLoginResponse({ ...answer, userAbilityRules: 'all' })).toThrow()
    expect(() => readLoginResponse({ ...answer, userAbilityRules: [{ action: 'read' }] })).toThrow()
    expect(() => readLoginResponse({ ...answer, userData: { ...userData, id: '1' } })).toThrow()
    expect(() => readLoginResponse({ ...answer, userData: { ...userData, avatar: 3 } })).toThrow()
  })
})

describe('the two-step challenge between the login form and the two-steps page', () => {
  const challenge = {
    twoStepRequired: true,
    challengeToken: 'payload.mac',
    expiresAt: '2030-01-01T00:00:00.000Z',
  }

  it('is told apart from a session', () => {
    expect(isLoginChallenge(challenge)).toBe(true)
    expect(isLoginChallenge({ ...challenge, twoStepRequired: 'yes' })).toBe(false)
    expect(isLoginChallenge({ accessToken: 'x', userData: {}, userAbilityRules: [] })).toBe(false)
    expect(isLoginChallenge(null)).toBe(false)
  })

  it('waits in this tab until it expires or is cleared', () => {
    const pending = {
      challengeToken: 'payload.mac',
      expiresAt: '2030-01-01T00:00:00.000Z',
      search: 'to=%2Fapps',
    }
    savePendingTwoStep(pending)
    expect(readPendingTwoStep(Date.parse('2029-12-31T23:59:00Z'))).toEqual(pending)
    expect(readPendingTwoStep(Date.parse('2030-01-01T00:00:01Z'))).toBeNull()
    clearPendingTwoStep()
    expect(readPendingTwoStep(Date.parse('2029-12-31T23:59:00Z'))).toBeNull()
    sessionStorage.setItem('aurum-two-step-challenge', '{not json')
    expect(readPendingTwoStep()).toBeNull()
    sessionStorage.setItem('aurum-two-step-challenge', JSON.stringify({ challengeToken: 1 }))
    expect(readPendingTwoStep()).toBeNull()
    clearPendingTwoStep()
  })
})
