import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { applyServerErrors } from './form-server-errors'

type Form = { name: string; email: string }

describe('applyServerErrors', () => {
  it('puts each reason under its field, focusing the first', () => {
    const setError = vi.fn()
    const error = new ApiError(409, { errors: { email: ['taken'], name: ['short', 'odd'] } })
    expect(applyServerErrors<Form>(error, setError, ['name', 'email'])).toEqual({
      placed: true,
      message: undefined,
    })
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'taken' },
      { shouldFocus: true },
    )
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'short' },
      { shouldFocus: false },
    )
  })

  it('returns the reason of a field the form lacks, and a bare message', () => {
    const setError = vi.fn()
    expect(
      applyServerErrors<Form>(new ApiError(400, { errors: { role: ['Unknown role'] } }), setError, ['name']),
    ).toEqual({
      placed: false,
      message: 'Unknown role',
    })
    expect(applyServerErrors<Form>(new ApiError(409, { message: 'Locked out' }), setError, ['name'])).toEqual(
      {
        placed: false,
        message: 'Locked out',
      },
    )
    expect(setError).not.toHaveBeenCalled()
  })

  it('strips the prefix of a nested body, and leaves other failures to the caller', () => {
    const setError = vi.fn()
    const nested = new ApiError(400, { errors: { 'billing.email': ['bad'] } })
    expect(applyServerErrors<Form>(nested, setError, ['email'], 'billing.').placed).toBe(true)
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'bad' }, { shouldFocus: true })
    expect(applyServerErrors<Form>(new ApiError(500, 'boom'), setError, ['email'])).toEqual({
      placed: false,
      message: undefined,
    })
    expect(applyServerErrors<Form>(new TypeError('offline'), setError, ['email'])).toEqual({ placed: false })
  })
})
