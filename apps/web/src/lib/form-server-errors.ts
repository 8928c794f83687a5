// Puts a server's field codes (a 400's or 409's `{ errors, codes }`) under the form's own fields, so
// a taken email shows where it was typed; whatever no field can show comes back as one reason.
import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { encodeIssue, type ErrorIssue } from '@aurum/shared'
import { ApiError } from './api-client'
import { useErrorText } from './error-text'

export type ServerErrorsOutcome = {
  /** Every reason was shown under a field of the form. */
  placed: boolean
  /** The answer's own code, or the first reason of a field the form does not have. */
  issue?: ErrorIssue
}

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  /** The body nests the form's values under this key (e.g. 'billing.' of `{ billing: {...} }`). */
  bodyPrefix = '',
): ServerErrorsOutcome {
  if (!(error instanceof ApiError)) return { placed: false }
  const entries = Object.entries(error.fieldCodes)
  let issue: ErrorIssue | undefined
  let placedAny = false
  for (const [bodyField, reasons] of entries) {
    const field =
      bodyPrefix && bodyField.startsWith(bodyPrefix) ? bodyField.slice(bodyPrefix.length) : bodyField
    const reason = reasons[0]
    if (!reason) continue
    if ((fields as readonly string[]).includes(field)) {
      // A field's error is one string: the code and its parameters travel encoded, like zod's.
      setError(
        field as Path<T>,
        { type: 'server', message: encodeIssue(reason.code, reason.params) },
        { shouldFocus: !placedAny },
      )
      placedAny = true
    } else {
      issue ??= reason
    }
  }
  if (!issue && entries.length === 0 && error.code)
    issue = error.params ? { code: error.code, params: error.params } : { code: error.code }
  return { placed: placedAny && !issue, issue }
}

export type FormSave = {
  /** What the last save's failure said that no field could show; null before and after a success. */
  formError: string | null
  /** Runs `action`; if it throws, its reasons go under the fields and the rest into `formError`. */
  trySave: (action: () => Promise<unknown>) => Promise<void>
  /** Forgets `formError`, e.g. when a drawer that stays mounted is closed. */
  clearFormError: () => void
}

/**
 * Saving a react-hook-form: a field's server reason under the field, anything else one sentence
 * (the answer's own reason, else "could not save"), kept in `formError` or handed to `report` (a
 * snackbar) for forms that have no place above their fields.
 */
export function useFormSave<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: {
    report?: (message: string) => void
    /** The body nests the form's values under this key (see applyServerErrors). */
    bodyPrefix?: string
  } = {},
): FormSave {
  const { report, bodyPrefix } = options
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const trySave = async (action: () => Promise<unknown>) => {
    setFormError(null)
    try {
      await action()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields, bodyPrefix)
      if (outcome.placed) return
      const message = outcome.issue ? errorText(outcome.issue) : t('common.saveFailed')
      if (report) report(message)
      else setFormError(message)
    }
  }
  return { formError, trySave, clearFormError: () => setFormError(null) }
}
