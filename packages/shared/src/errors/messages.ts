// Error messages as stable codes: each area declares its table once (`defineMessages`), the schemas
// and the server use the codes, the server answers the English text beside each code for API users,
// and the web translates the code (errors.<code> in its strings). No zod here: /login imports it.

/** The values a message's `{param}`s are filled with; flat, so any translator can interpolate them. */
export type MessageParams = Record<string, string | number | boolean>

/** One reason of an error answer: a code of a message table and its parameters. */
export type ErrorIssue = { code: string; params?: MessageParams }

/** area → key → English text of every table defined so far. */
export const MESSAGE_TABLES: Record<string, Record<string, string>> = Object.create(null) as Record<
  string,
  Record<string, string>
>

/**
 * Declares an area's messages: `defineMessages('users', { notFound: 'User not found' })` registers
 * the English text of `users.notFound` and answers `{ notFound: 'users.notFound' }`.
 */
export function defineMessages<const Area extends string, const Texts extends Record<string, string>>(
  area: Area,
  texts: Texts,
): { readonly [Key in keyof Texts & string]: `${Area}.${Key}` } {
  const known = MESSAGE_TABLES[area]
  // A module evaluated twice (hot reload) defines the same table again; two tables of one area would
  // silently mix their codes.
  if (known && JSON.stringify(known) !== JSON.stringify(texts))
    throw new Error(`Two message tables for the area "${area}"`)
  MESSAGE_TABLES[area] = { ...texts }
  const codes: Record<string, string> = {}
  for (const key of Object.keys(texts)) codes[key] = `${area}.${key}`
  return codes as { readonly [Key in keyof Texts & string]: `${Area}.${Key}` }
}

/** Every code of every table defined so far. */
export function messageCodes(): string[] {
  return Object.entries(MESSAGE_TABLES).flatMap(([area, texts]) =>
    Object.keys(texts).map((key) => `${area}.${key}`),
  )
}

/** An area's name has no dot; a key may (`validation.too_big.string`). */
function textOf(code: string): string | undefined {
  const at = code.indexOf('.')
  const texts = at > 0 ? MESSAGE_TABLES[code.slice(0, at)] : undefined
  const key = code.slice(at + 1)
  return texts && Object.hasOwn(texts, key) ? texts[key] : undefined
}

export function isMessageCode(value: string): boolean {
  return textOf(value) !== undefined
}

/** The English text of a code with its `{param}`s filled in; undefined for an unknown code. */
export function englishOf(code: string, params?: MessageParams): string | undefined {
  const text = textOf(code)
  if (text === undefined) return undefined
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  )
}

// A zod issue carries one message string: a code with parameters travels in it as
// `code|{"maximum":120}` (the web's zod error map writes them so, schemas may too; see withParams).
const PARAMS_SEPARATOR = '|'

/** `code|{json params}`, or the bare code without parameters. */
export function encodeIssue(code: string, params?: MessageParams): string {
  return params && Object.keys(params).length ? `${code}${PARAMS_SEPARATOR}${JSON.stringify(params)}` : code
}

/** The code and parameters of a message written by encodeIssue; a plain text comes back as its code. */
export function decodeIssue(message: string): ErrorIssue {
  const at = message.indexOf(PARAMS_SEPARATOR)
  if (at < 0) return { code: message }
  try {
    const params = JSON.parse(message.slice(at + 1)) as unknown
    if (params && typeof params === 'object' && !Array.isArray(params))
      return { code: message.slice(0, at), params: params as MessageParams }
  } catch {
    // Not an encoded message: a text that happens to hold the separator.
  }
  return { code: message }
}

/** A schema's custom message with parameters, e.g. `.max(max, withParams(M.tooLong, { maximum: max }))`. */
export const withParams = encodeIssue

const KILOBYTE = 1024
const MEGABYTE = 1024 * 1024
const oneDecimal = (value: number) => Math.round(value * 10) / 10

/**
 * A size limit's parameters: `limit` is the English text of the API's message ("2 MB"), and
 * `limitBytes` the number the web writes in the reader's format (lib/error-text.ts).
 */
export function sizeLimitParams(bytes: number): { limit: string; limitBytes: number } {
  const limit =
    bytes >= MEGABYTE ? `${oneDecimal(bytes / MEGABYTE)} MB` : `${oneDecimal(bytes / KILOBYTE)} KB`
  return { limit, limitBytes: bytes }
}
