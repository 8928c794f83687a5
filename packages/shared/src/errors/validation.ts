// Codes of zod's own issues, for a schema check without a message of its own: `validation.<issue>`
// (too_small and too_big by what was measured), parameters taken from the issue. The server answers
// them and the web's zod error map writes them, so both name a failed check alike.
import { defineMessages, type ErrorIssue, type MessageParams } from './messages.js'

export const VALIDATION_MESSAGES = defineMessages('validation', {
  'too_small.string': 'Too short: at least {minimum} characters',
  'too_small.number': 'Too small: at least {minimum}',
  'too_small.array': 'Too few items: at least {minimum}',
  'too_small.other': 'Too small: at least {minimum}',
  'too_big.string': 'Too long: at most {maximum} characters',
  'too_big.number': 'Too big: at most {maximum}',
  'too_big.array': 'Too many items: at most {maximum}',
  'too_big.other': 'Too big: at most {maximum}',
  invalid_type: 'Invalid input: expected {expected}',
  invalid_format: 'Invalid {format}',
  invalid_value: 'Must be one of: {values}',
  not_multiple_of: 'Must be a multiple of {divisor}',
  unrecognized_keys: 'Unknown keys: {keys}',
  invalid: 'Invalid value',
  custom: 'Invalid value',
})

/** What this mapping reads of a zod issue (raw or final: the input is never read). */
export type ZodIssueLike = {
  code: string
  origin?: unknown
  minimum?: unknown
  maximum?: unknown
  inclusive?: unknown
  format?: unknown
  expected?: unknown
  values?: unknown
  divisor?: unknown
  keys?: unknown
}

const MEASURED = new Set(['string', 'number', 'array'])

const plain = (value: unknown): string | number | boolean =>
  typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string'
    ? value
    : typeof value === 'bigint'
      ? Number(value)
      : value instanceof Date
        ? value.toISOString()
        : String(value)

const list = (value: unknown): string =>
  Array.isArray(value) ? value.map((item) => String(plain(item))).join(', ') : String(plain(value))

/** The code and parameters of a zod issue that has no message of its own. */
export function issueOfZod(issue: ZodIssueLike): ErrorIssue {
  const params: MessageParams = {}
  switch (issue.code) {
    case 'too_small':
    case 'too_big': {
      const origin = typeof issue.origin === 'string' ? issue.origin : 'other'
      const limit = issue.code === 'too_small' ? 'minimum' : 'maximum'
      params[limit] = plain(issue[limit])
      if (typeof issue.inclusive === 'boolean') params.inclusive = issue.inclusive
      params.origin = origin
      return { code: `validation.${issue.code}.${MEASURED.has(origin) ? origin : 'other'}`, params }
    }
    case 'invalid_type':
      return { code: VALIDATION_MESSAGES.invalid_type, params: { expected: list(issue.expected) } }
    case 'invalid_format':
      return { code: VALIDATION_MESSAGES.invalid_format, params: { format: list(issue.format) } }
    case 'invalid_value':
      return { code: VALIDATION_MESSAGES.invalid_value, params: { values: list(issue.values) } }
    case 'not_multiple_of':
      return { code: VALIDATION_MESSAGES.not_multiple_of, params: { divisor: plain(issue.divisor) } }
    case 'unrecognized_keys':
      return { code: VALIDATION_MESSAGES.unrecognized_keys, params: { keys: list(issue.keys) } }
    case 'custom':
      return { code: VALIDATION_MESSAGES.custom }
    default:
      return { code: VALIDATION_MESSAGES.invalid }
  }
}
