import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { applyServerErrors } from './form-server-errors'

type Form = { name: string; email: string }

const fieldAnswer = (codes: Record<string, { code: string; params?: Record<string, number> }[]>) => ({
  errors: Object.fromEntries(Object.keys(codes).map((field) => [field, ['English, never read']])),
  codes,
})

describe('applyServerErrors', () => {
  it('puts each field code under its field, focusing the first', () => {
    const setError = vi.fn()
    const error = new ApiError(
      409,
      fieldAnswer({
        email: [{ code: 'common.emailTaken' }],
        name: [{ code: 'validation.too_small.string', params: { minimum: 2 } }, { code: 'users.other' }],
      }),
    )
    expect(applyServerErrors<Form>(error, setError, ['name', 'email'])).toEqual({
      placed: true,
      issue: undefined,
    })
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'common.emailTaken' },
      { shouldFocus: true },
    )
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'validation.too_small.string|{"minimum":2}' },
      { shouldFocus: false },
    )
  })

  it("returns the code of a field the form lacks, and an answer's own code", () => {
    const setError = vi.fn()
    expect(
      applyServerErrors<Form>(
        new ApiError(400, fieldAnswer({ role: [{ code: 'users.roleUnknown' }] })),
        setError,
        ['name'],
      ),
    ).toEqual({ placed: false, issue: { code: 'users.roleUnknown' } })
    const lockout = new ApiError(409, { message: 'Locked out', code: 'common.lastManager' })
    expect(applyServerErrors<Form>(lockout, setError, ['name'])).toEqual({
      placed: false,
      issue: { code: 'common.lastManager' },
    })
    const held = new ApiError(409, { message: '2 users', code: 'roles.stillHeld', params: { count: 2 } })
    expect(applyServerErrors<Form>(held, setError, ['name']).issue).toEqual({
      code: 'roles.stillHeld',
      params: { count: 2 },
    })
    expect(setError).not.toHaveBeenCalled()
  })

  it('strips the prefix of a nested body, and leaves other failures to the caller', () => {
    const setError = vi.fn()
    const nested = new ApiError(400, fieldAnswer({ 'billing.email': [{ code: 'common.email' }] }))
    expect(applyServerErrors<Form>(nested, setError, ['email'], 'billing.').placed).toBe(true)
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'common.email' },
      { shouldFocus: true },
    )
    expect(applyServerErrors<Form>(new ApiError(500, 'boom'), setError, ['email'])).toEqual({
      placed: false,
      issue: undefined,
    })
    expect(applyServerErrors<Form>(new TypeError('offline'), setError, ['email'])).toEqual({ placed: false })
  })
})

describe('ApiError', () => {
  it('exposes the codes of the answer, not its English', () => {
    const error = new ApiError(404, { message: 'User not found', code: 'users.notFound' })
    expect(error.code).toBe('users.notFound')
    expect(error.params).toBeUndefined()
    expect(error.issue).toEqual({ code: 'users.notFound' })
    expect(error.fieldCodes).toEqual({})
    const invalid = new ApiError(400, fieldAnswer({ sku: [{ code: 'products.skuTaken' }] }))
    expect(invalid.code).toBeUndefined()
    expect(invalid.issue).toEqual({ code: 'products.skuTaken' })
    expect(new ApiError(404, null).issue).toBeUndefined()
  })
})
