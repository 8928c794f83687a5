// The one HTTP client: JSON in and out, bearer token from the session, non-2xx answers become
// ApiError. A 401 ends the session (the router's guard then sends the user to login with `to`).
import type { ZodType } from 'zod'
import type { ErrorIssue, MessageParams } from '@aurum/shared'
import { clearSession, getSession } from './session'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isIssue = (value: unknown): value is ErrorIssue =>
  isRecord(value) && typeof value.code === 'string' && (value.params === undefined || isRecord(value.params))

/**
 * A non-2xx answer. Its reasons are codes of the shared message tables (lib/error-text.ts words
 * them): `code` and `params` of `{ message, code, params }`, `fieldCodes` of a 400's or 409's
 * `{ errors, codes }`. The English `message` is for logs only.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(isRecord(body) && typeof body.message === 'string' ? body.message : `HTTP ${status}`)
  }

  /** The answer's code, when it is about the request as a whole. */
  get code(): string | undefined {
    return isRecord(this.body) && typeof this.body.code === 'string' ? this.body.code : undefined
  }

  get params(): MessageParams | undefined {
    return isRecord(this.body) && isRecord(this.body.params) ? (this.body.params as MessageParams) : undefined
  }

  /** `{ field: [{ code, params }] }` of a 400 or a 409 naming fields, or {} for other answers. */
  get fieldCodes(): Record<string, ErrorIssue[]> {
    const codes = isRecord(this.body) ? this.body.codes : undefined
    if (!isRecord(codes)) return {}
    return Object.fromEntries(
      Object.entries(codes).map(([field, issues]) => [
        field,
        Array.isArray(issues) ? issues.filter(isIssue) : [],
      ]),
    )
  }

  /** What the answer says: its own code, else its first field's; undefined for an answer without one. */
  get issue(): ErrorIssue | undefined {
    const code = this.code
    if (code) return this.params ? { code, params: this.params } : { code }
    return Object.values(this.fieldCodes).find((issues) => issues.length)?.[0]
  }
}

/** Fired on every 403 answer: the user's rules may have changed on the server (lib/session-refresh.ts). */
export const FORBIDDEN_EVENT = 'aurum:forbidden'

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[]

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const { accessToken } = getSession()
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(buildUrl(path, request.query), {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  })
  const text = await response.text()
  let body: unknown = null
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  }
  if (!response.ok) {
    if (response.status === 401 && accessToken) clearSession()
    if (response.status === 403 && path !== '/api/auth/me') window.dispatchEvent(new Event(FORBIDDEN_EVENT))
    throw new ApiError(response.status, body)
  }
  return body as T
}

/**
 * `apiFetch` whose answer is checked against the shared schema: a screen relies on the shape it
 * was promised, and an answer that breaks it fails here, named, instead of deep in a component.
 */
export async function apiCall<T>(schema: ZodType<T>, path: string, request?: ApiRequest): Promise<T> {
  return schema.parse(await apiFetch<unknown>(path, request))
}
