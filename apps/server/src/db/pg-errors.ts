// Reads PostgreSQL errors through Drizzle's wrapper: the code for the rare race where two writers
// pass the service's checks at once and a constraint refuses the second, and what of a failed
// query may be logged.

/** SQLSTATE of an error thrown by a query (PGlite and node-postgres both set `code`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export const UNIQUE_VIOLATION = '23505'
export const FOREIGN_KEY_VIOLATION = '23503'

/** The constraint a violation names (unique index, foreign key), when the driver reports it. */
export function pgConstraintName(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint
    if (typeof constraint === 'string') return constraint
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** SQLSTATE classes 22 (data exception) and 54 (a value too large to index): bad input the validation let through. */
export function isInvalidDataError(error: unknown): boolean {
  const code = pgErrorCode(error)
  return Boolean(code && (code.startsWith('22') || code === '54000'))
}

/**
 * What a failed query may put in the log: the SQL text and PostgreSQL's code and message, never
 * the parameters (password hashes, emails) nor the `detail` that repeats the offending values.
 */
export function loggableQueryError(error: unknown): Record<string, unknown> | undefined {
  const query = (error as { query?: unknown }).query
  if (typeof query !== 'string') return undefined
  const cause = (error as { cause?: { message?: unknown; constraint?: unknown; routine?: unknown } }).cause
  return {
    type: 'DrizzleQueryError',
    query,
    code: pgErrorCode(error),
    cause: typeof cause?.message === 'string' ? cause.message : undefined,
    constraint: pgConstraintName(error),
  }
}
