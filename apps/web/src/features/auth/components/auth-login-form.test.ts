import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { loginErrorMessage, validateLogin } from './auth-login-form'

describe('loginErrorMessage (spec section 8)', () => {
  it("shows the server's email error", () => {
    expect(loginErrorMessage(new ApiError(400, { errors: { email: ['Invalid email or password'] } }))).toBe(
      'Invalid email or password',
    )
  })
  it('says too many attempts on 429', () => {
    expect(loginErrorMessage(new ApiError(429, { message: 'Too many failed logins' }))).toBe(
      'auth.errors.tooManyAttempts',
    )
  })
  it("defaults to 'Something went wrong'", () => {
    expect(loginErrorMessage(new ApiError(500, null))).toBe('Something went wrong')
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong')
  })
})

describe('validateLogin (loginBodySchema checks, without zod)', () => {
  it('requires an email that is not blank and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual({ email: 'Email is required' })
  })
  it('accepts any other pair: the server decides whether it is right', () => {
    expect(validateLogin({ email: 'admin@demo.com', password: 'admin' })).toEqual({})
    expect(validateLogin({ email: 'not-an-email', password: ' ' })).toEqual({})
  })
})
