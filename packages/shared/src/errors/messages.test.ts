import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  COMMON_MESSAGES,
  PRODUCT_MESSAGES,
  STORE_SETTINGS_MESSAGES,
  USER_MESSAGES,
  accountUpdateSchema,
  productCreateSchema,
  storeDetailsSchema,
  userCreateSchema,
} from '../index.js'
import {
  MESSAGE_TABLES,
  decodeIssue,
  defineMessages,
  encodeIssue,
  englishOf,
  isMessageCode,
  messageCodes,
} from './messages.js'
import { issueOfZod } from './validation.js'
import { MESSAGE_TABLES_BY_AREA } from './message-tables.js'

const TABLES = MESSAGE_TABLES_BY_AREA

describe('message tables', () => {
  it('answer each key as `area.key` and register its English text', () => {
    const table = defineMessages('test-area', { greeting: 'Hello {name}', plain: 'Plain' })
    expect(table).toEqual({ greeting: 'test-area.greeting', plain: 'test-area.plain' })
    expect(englishOf(table.greeting, { name: 'Ada' })).toBe('Hello Ada')
    expect(englishOf(table.greeting)).toBe('Hello {name}')
    expect(englishOf(table.plain, { unused: 1 })).toBe('Plain')
    expect(englishOf('test-area.missing')).toBeUndefined()
    expect(isMessageCode(table.plain)).toBe(true)
    expect(isMessageCode('Plain')).toBe(false)
    delete MESSAGE_TABLES['test-area']
  })

  it('refuse a second, different table for one area', () => {
    defineMessages('twice', { one: 'One' })
    expect(() => defineMessages('twice', { one: 'One' })).not.toThrow()
    expect(() => defineMessages('twice', { two: 'Two' })).toThrow(/twice/)
    delete MESSAGE_TABLES.twice
  })

  it('are the areas that show errors, each code once and with an English text', () => {
    expect(Object.keys(MESSAGE_TABLES).sort()).toEqual(Object.keys(TABLES).sort())
    const codes = Object.values(TABLES).flatMap((table) => Object.values(table))
    expect(new Set(codes).size).toBe(codes.length)
    expect(new Set(messageCodes())).toEqual(new Set(codes))
    for (const [area, table] of Object.entries(TABLES)) {
      for (const [key, code] of Object.entries(table)) {
        expect(code).toBe(`${area}.${key}`)
        expect(englishOf(code)?.trim(), code).toBeTruthy()
      }
    }
  })
})

describe('codes with parameters in one message', () => {
  it('encode and decode', () => {
    const encoded = encodeIssue('validation.too_big.string', { maximum: 120, inclusive: true })
    expect(encoded).toBe('validation.too_big.string|{"maximum":120,"inclusive":true}')
    expect(decodeIssue(encoded)).toEqual({
      code: 'validation.too_big.string',
      params: { maximum: 120, inclusive: true },
    })
    expect(encodeIssue('users.notFound')).toBe('users.notFound')
    expect(encodeIssue('users.notFound', {})).toBe('users.notFound')
    expect(decodeIssue('users.notFound')).toEqual({ code: 'users.notFound' })
    expect(decodeIssue('a | b')).toEqual({ code: 'a | b' })
  })
})

describe('zod issues without a message of their own', () => {
  const issuesOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value)
    if (result.success) throw new Error('expected a failure')
    return result.error.issues.map(issueOfZod)
  }

  it('get a validation code by issue and measured thing, with the issue parameters', () => {
    expect(issuesOf(z.string().max(3), 'long')).toEqual([
      { code: 'validation.too_big.string', params: { maximum: 3, inclusive: true, origin: 'string' } },
    ])
    expect(issuesOf(z.number().min(2), 1)).toEqual([
      { code: 'validation.too_small.number', params: { minimum: 2, inclusive: true, origin: 'number' } },
    ])
    expect(issuesOf(z.array(z.string()).max(1), ['a', 'b'])[0]?.code).toBe('validation.too_big.array')
    expect(issuesOf(z.set(z.string()).min(1), new Set())[0]?.code).toBe('validation.too_small.other')
    expect(issuesOf(z.enum(['a', 'b']), 'c')).toEqual([
      { code: 'validation.invalid_value', params: { values: 'a, b' } },
    ])
    expect(issuesOf(z.string(), 1)).toEqual([
      { code: 'validation.invalid_type', params: { expected: 'string' } },
    ])
    expect(issuesOf(z.email(), 'x')).toEqual([
      { code: 'validation.invalid_format', params: { format: 'email' } },
    ])
    expect(issuesOf(z.number().multipleOf(5), 3)).toEqual([
      { code: 'validation.not_multiple_of', params: { divisor: 5 } },
    ])
    expect(issuesOf(z.strictObject({}), { a: 1, b: 2 })).toEqual([
      { code: 'validation.unrecognized_keys', params: { keys: 'a, b' } },
    ])
    expect(
      issuesOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toEqual([{ code: 'validation.custom' }])
    expect(issuesOf(z.union([z.string(), z.number()]), true)).toEqual([{ code: 'validation.invalid' }])
  })

  it('name codes of the validation table', () => {
    const samples = [
      ...issuesOf(z.string().min(2).max(1), ''),
      ...issuesOf(z.number().max(1), 5),
      ...issuesOf(z.array(z.number()).min(1), []),
      ...issuesOf(z.date().max(new Date(0)), new Date(1)),
    ]
    for (const issue of samples) expect(isMessageCode(issue.code), issue.code).toBe(true)
  })
})

describe('schemas', () => {
  // Their custom messages are codes, so the web shows the same reason the server answers.
  const messages = (schema: z.ZodType, value: unknown) =>
    Object.fromEntries(
      (schema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )

  it('speak in codes', () => {
    expect(
      messages(userCreateSchema, {
        fullName: '',
        username: 'ab',
        email: 'x',
        currentPlan: 'basic',
        role: '',
      }),
    ).toMatchObject({
      fullName: USER_MESSAGES.fullNameRequired,
      username: USER_MESSAGES.usernameShort,
      email: USER_MESSAGES.email,
      role: USER_MESSAGES.roleRequired,
    })
    expect(
      messages(accountUpdateSchema, {
        fullName: '',
        email: 'x',
        contact: 'no',
        language: 'English',
        avatar: null,
        zipCode: '',
        timezone: 'Nowhere',
        currency: 'XXX',
      }),
    ).toMatchObject({
      fullName: ACCOUNT_MESSAGES.fullNameRequired,
      email: ACCOUNT_MESSAGES.email,
      contact: ACCOUNT_MESSAGES.phone,
      timezone: COMMON_MESSAGES.timeZone,
      currency: ACCOUNT_MESSAGES.currency,
    })
    expect(messages(productCreateSchema, { price: Number.NaN })).toMatchObject({
      price: PRODUCT_MESSAGES.priceRequired,
    })
    const details = messages(storeDetailsSchema, { storeName: 'x'.repeat(121) })
    expect(decodeIssue(details.storeName!)).toEqual({
      code: STORE_SETTINGS_MESSAGES.tooLong,
      params: { maximum: 120 },
    })
  })
})
