// The one HTTP client: JSON in and out, bearer token from the session, non-2xx answers become
// ApiError. A 401 ends the session (the router's guard then sends the user to login with `to`).
import { clearSession, getSession } from './session'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`)
  }

  /** `{ errors: { field: [reason] } }` of a 400, or {} for other answers. */
  get fieldErrors(): Record<string, string[]> {
    const body = this.body as { errors?: Record<string, string[]> } | null
    return body?.errors ?? {}
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
