// Reads PostgreSQL's error code through Drizzle's wrapper, for the rare race where two writers
// pass the service's checks at once and a constraint refuses the second.

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
