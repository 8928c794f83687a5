import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { loginErrorMessage, validateLogin } from './auth-login-form'

describe('loginErrorMessage (spec section 8)', () => {
  it("shows the server's email reason, by its code", () => {
    const answer = {
      errors: { email: ['Invalid email or password'] },
      codes: { email: [{ code: 'auth.invalidCredentials' }] },
    }
    expect(loginErrorMessage(new ApiError(400, answer))).toBe('auth.invalidCredentials')
  })
  it("says a 429's reason, with its parameters", () => {
    const answer = { message: 'Too many failed logins', code: 'auth.tooManyLogins', params: { minutes: 15 } }
    expect(loginErrorMessage(new ApiError(429, answer))).toBe('auth.tooManyLogins|{"minutes":15}')
  })
  it("defaults to 'Something went wrong' (the translator's unknown)", () => {
    expect(loginErrorMessage(new ApiError(500, null))).toBe('unknown')
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('unknown')
  })
})

describe('validateLogin (loginBodySchema checks, without zod)', () => {
  it('requires an email that is not blank and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'auth.emailRequired',
      password: 'auth.passwordRequired',
    })
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual({ email: 'auth.emailRequired' })
  })
  it('accepts any other pair: the server decides whether it is right', () => {
    expect(validateLogin({ email: 'admin@demo.com', password: 'admin' })).toEqual({})
    expect(validateLogin({ email: 'not-an-email', password: ' ' })).toEqual({})
  })
})
