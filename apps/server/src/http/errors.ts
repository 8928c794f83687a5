// The error answers of the API: 400 `{ errors: { field: [reason] } }`, others `{ message }`.
import type { ZodError } from 'zod'

export class ApiProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`)
  }
}

export const badRequest = (errors: Record<string, string[]>) => new ApiProblem(400, { errors })
export const notFound = (message = 'Not found') => new ApiProblem(404, { message })
export const conflict = (errors: Record<string, string[]>) => new ApiProblem(409, { errors })
export const unauthorized = (message = 'Authentication required') => new ApiProblem(401, { message })
export const forbidden = (message = 'You are not allowed to do this') => new ApiProblem(403, { message })

/** Zod issues → `{ field: [reason] }`; an issue on the whole value goes under `root`. */
export function fieldErrorsFromZod(error: ZodError, root: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : root
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}
