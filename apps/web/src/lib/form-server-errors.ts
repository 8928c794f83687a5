// Puts a server's `{ errors: { field: [reason] } }` answer (400 or 409) under the form's own fields,
// so a taken email shows where it was typed; whatever no field can show comes back as a message.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-client'

export type ServerErrorsOutcome = {
  /** Every reason was shown under a field of the form. */
  placed: boolean
  /** The server's `message`, or the first reason of a field the form does not have. */
  message?: string
}

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  /** The body nests the form's values under this key (e.g. 'billing.' of `{ billing: {...} }`). */
  bodyPrefix = '',
): ServerErrorsOutcome {
  if (!(error instanceof ApiError)) return { placed: false }
  const entries = Object.entries(error.fieldErrors)
  let message: string | undefined
  let placedAny = false
  for (const [bodyField, reasons] of entries) {
    const field =
      bodyPrefix && bodyField.startsWith(bodyPrefix) ? bodyField.slice(bodyPrefix.length) : bodyField
    const reason = reasons[0]
    if (!reason) continue
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message: reason }, { shouldFocus: !placedAny })
      placedAny = true
    } else {
      message ??= reason
    }
  }
  if (!message && entries.length === 0 && error.message && !error.message.startsWith('HTTP '))
    message = error.message
  return { placed: placedAny && !message, message }
}
