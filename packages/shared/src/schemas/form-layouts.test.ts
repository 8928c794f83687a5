import { describe, expect, it } from 'vitest'
import {
  FORM_VALIDATION_MESSAGES as M,
  formValidationDemoSchema,
  usernameAvailabilityQuerySchema,
  type FormValidationDemoInput,
} from './form-layouts.js'

const valid: FormValidationDemoInput = {
  fullName: 'Ada Lovelace',
  username: 'ada.l',
  email: 'ada@example.com',
  age: '36',
  bio: '',
  password: 'Engine#1843',
  confirmPassword: 'Engine#1843',
  startDate: '2026-03-01',
  endDate: '2026-03-15',
  acceptTerms: true,
}

/** The first reason of each field that failed, by field. */
function reasons(input: Partial<FormValidationDemoInput>): Record<string, string> {
  const result = formValidationDemoSchema.safeParse({ ...valid, ...input })
  if (result.success) return {}
  const byField: Record<string, string> = {}
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message
  return byField
}

describe('formValidationDemoSchema', () => {
  it('accepts a valid form and reads the typed age as a number', () => {
    const parsed = formValidationDemoSchema.parse(valid)
    expect(parsed.age).toBe(36)
    expect(parsed.username).toBe('ada.l')
  })

  it('names every required field of an empty form', () => {
    const empty = {
      fullName: '',
      username: '',
      email: '',
      age: '',
      bio: '',
      password: '',
      confirmPassword: '',
      startDate: '',
      endDate: '',
      acceptTerms: false,
    }
    expect(reasons(empty)).toEqual({
      fullName: M.required,
      username: M.required,
      email: M.required,
      age: M.required,
      password: M.required,
      confirmPassword: M.required,
      startDate: M.required,
      endDate: M.required,
      acceptTerms: M.termsRequired,
    })
  })

  it('checks lengths (zod codes carry the limit)', () => {
    expect(Object.keys(reasons({ fullName: 'A' }))).toEqual(['fullName'])
    expect(reasons({ username: 'ab' }).username).toBeDefined()
    expect(reasons({ username: 'a'.repeat(21) }).username).toBeDefined()
    expect(reasons({ bio: 'x'.repeat(201) }).bio).toBeDefined()
    expect(reasons({ bio: 'x'.repeat(200) })).toEqual({})
  })

  it('checks the username pattern', () => {
    expect(reasons({ username: '1ada' }).username).toBe(M.usernamePattern)
    expect(reasons({ username: 'ada lovelace' }).username).toBe(M.usernamePattern)
    expect(reasons({ username: 'Ada_L-1.x' })).toEqual({})
  })

  it('checks the email', () => {
    expect(reasons({ email: 'ada@' }).email).toBe(M.email)
  })

  it('checks the age as a whole number in range', () => {
    expect(reasons({ age: 'abc' }).age).toBe(M.number)
    expect(reasons({ age: '17.5' }).age).toBe(M.number)
    expect(reasons({ age: '17' }).age).toBeDefined()
    expect(reasons({ age: '121' }).age).toBeDefined()
    expect(reasons({ age: 18 })).toEqual({})
    expect(reasons({ age: '120' })).toEqual({})
  })

  it('checks each password rule, then the confirmation', () => {
    expect(reasons({ password: 'Ab#1', confirmPassword: 'Ab#1' }).password).toBeDefined()
    expect(reasons({ password: 'ENGINE#1843', confirmPassword: 'ENGINE#1843' }).password).toBe(
      M.passwordLower,
    )
    expect(reasons({ password: 'engine#1843', confirmPassword: 'engine#1843' }).password).toBe(
      M.passwordUpper,
    )
    expect(reasons({ password: 'Engine#abcd', confirmPassword: 'Engine#abcd' }).password).toBe(
      M.passwordDigit,
    )
    expect(reasons({ password: 'Engine18430', confirmPassword: 'Engine18430' }).password).toBe(
      M.passwordSymbol,
    )
    expect(reasons({ confirmPassword: 'Engine#1844' })).toEqual({ confirmPassword: M.passwordsDiffer })
  })

  it('compares the passwords even while another field is wrong', () => {
    expect(reasons({ fullName: '', confirmPassword: 'other' })).toEqual({
      fullName: M.required,
      confirmPassword: M.passwordsDiffer,
    })
  })

  it('wants the end date after the start date', () => {
    expect(reasons({ startDate: '2026-03-15', endDate: '2026-03-15' })).toEqual({ endDate: M.endBeforeStart })
    expect(reasons({ startDate: '2026-03-15', endDate: '2026-03-01' })).toEqual({ endDate: M.endBeforeStart })
    expect(reasons({ endDate: '2026-02-30' }).endDate).toBe(M.date)
    // A bad start date is named alone, not also as an order problem.
    expect(reasons({ startDate: 'soon' })).toEqual({ startDate: M.date })
  })

  it('wants the terms ticked', () => {
    expect(reasons({ acceptTerms: false })).toEqual({ acceptTerms: M.termsRequired })
  })
})

describe('usernameAvailabilityQuerySchema', () => {
  it('takes a username by the same rule as the form', () => {
    expect(usernameAvailabilityQuerySchema.parse({ username: ' johndoe ' })).toEqual({ username: 'johndoe' })
    expect(usernameAvailabilityQuerySchema.safeParse({ username: 'a' }).success).toBe(false)
    expect(usernameAvailabilityQuerySchema.safeParse({ username: "x' or 1=1" }).success).toBe(false)
    expect(usernameAvailabilityQuerySchema.safeParse({}).success).toBe(false)
  })
})
