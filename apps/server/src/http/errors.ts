// The error answers of the API. Every reason is a code of the shared message tables with its
// parameters, and its English text beside it for API users:
//   400 (and a 409 naming fields): { errors: { field: [English] }, codes: { field: [{ code, params }] } }
//   any other error:               { message: English, code, params? }
import {
  COMMON_MESSAGES,
  decodeIssue,
  englishOf,
  isMessageCode,
  issueOfZod,
  type ErrorIssue,
  type MessageCode,
  type MessageParams,
} from '@aurum/shared'
import type { ZodError } from 'zod'

type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503

export class ApiProblem extends Error {
  constructor(
    readonly status: ProblemStatus,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`)
  }
}

/** A reason: a bare code, or a code with parameters. */
export type Reason = MessageCode | (ErrorIssue & { code: MessageCode })
/** `{ field: [reason] }`: what a 400 or a field's 409 is about. */
export type FieldReasons = Record<string, readonly Reason[]>

const issueOf = (reason: Reason | ErrorIssue): ErrorIssue =>
  typeof reason === 'string' ? { code: reason } : reason

/** A code's English text; a code missing from the tables (a test keeps them complete) shows as itself. */
function englishText({ code, params }: ErrorIssue): string {
  return englishOf(code, params) ?? code
}

/** `{ errors, codes }` of reasons by field. */
export function fieldErrorsBody(reasons: Record<string, readonly (Reason | ErrorIssue)[]>) {
  const errors: Record<string, string[]> = {}
  const codes: Record<string, ErrorIssue[]> = {}
  for (const [field, list] of Object.entries(reasons)) {
    const issues = list.map(issueOf)
    errors[field] = issues.map(englishText)
    codes[field] = issues.map(({ code, params }) => (params ? { code, params } : { code }))
  }
  return { errors, codes }
}

/** `{ message, code, params? }` and any extra fields an answer documents (e.g. a count). */
export function messageBody(code: MessageCode, params?: MessageParams, extra: Record<string, unknown> = {}) {
  return { message: englishText({ code, params }), code, ...(params ? { params } : {}), ...extra }
}

export const badRequest = (reasons: FieldReasons) => new ApiProblem(400, fieldErrorsBody(reasons))
export const conflict = (reasons: FieldReasons) => new ApiProblem(409, fieldErrorsBody(reasons))
/** A 409 about the request as a whole (a lockout, a state that moved on). */
export const refused = (code: MessageCode, params?: MessageParams, extra?: Record<string, unknown>) =>
  new ApiProblem(409, messageBody(code, params, extra))
export const notFound = (code: MessageCode = COMMON_MESSAGES.notFound) =>
  new ApiProblem(404, messageBody(code))
export const unauthorized = (code: MessageCode = COMMON_MESSAGES.authenticationRequired) =>
  new ApiProblem(401, messageBody(code))
export const forbidden = (code: MessageCode = COMMON_MESSAGES.forbidden) =>
  new ApiProblem(403, messageBody(code))

/**
 * Zod issues → reasons by field (an issue on the whole value goes under `root`). A schema's own
 * message is a code of the tables (possibly with parameters, see withParams); an issue without one
 * gets zod's issue code as `validation.*`.
 */
function fieldErrorsFromZod(error: ZodError, root: string): Record<string, ErrorIssue[]> {
  const reasons: Record<string, ErrorIssue[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : root
    const own = decodeIssue(issue.message)
    ;(reasons[key] ??= []).push(isMessageCode(own.code) ? own : issueOfZod(issue))
  }
  return reasons
}

/** The 400 of a request its schema refused. */
export const invalidInput = (error: ZodError, root: string) =>
  new ApiProblem(400, fieldErrorsBody(fieldErrorsFromZod(error, root)))
