// The one place an error becomes words: a code of the shared message tables (from the server's
// answer, or a schema's message) is translated as `errors.<code>` with its parameters. The frame's
// strings hold errors.common.* and errors.validation.*, each area's strings its own codes. A code
// nobody translated reads "Something went wrong": the server's English is never shown or matched.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { decodeIssue, type ErrorIssue, type MessageParams } from '@aurum/shared'
import { formatFor } from './format'

type ErrorTextInput = ErrorIssue | string | undefined

/** Words a reason; no reason (a field without an error) gives no text, so `?? hint` still works. */
export type ErrorText = {
  (issue: ErrorIssue | string): string
  (issue: ErrorTextInput): string | undefined
}

/** The i18n key of a code's translation. */
const errorKeyOf = (code: string) => `errors.${code}`

/** What a failure without a code (the server unreachable, an answer not understood) is shown as. */
export const UNKNOWN_ERROR = 'unknown'

type Translate = (key: string, params?: Record<string, unknown>) => string

/**
 * Parameters in the reader's format: a size limit (sizeLimitParams; the `limit` text beside it is
 * the API's English), an amount named `…Money` and a calendar day named `…Day` (YYYY-MM-DD).
 */
function readerParams(language: string, params: MessageParams | undefined): MessageParams | undefined {
  if (!params) return params
  const format = formatFor(language)
  const read: MessageParams = { ...params }
  if (typeof params.limitBytes === 'number') read.limit = format.fileSize(params.limitBytes)
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Money') && typeof value === 'number') read[name] = format.money(value)
    if (name.endsWith('Day') && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
      read[name] = format.day(value)
  }
  return read
}

/** A code (or a message holding one, as zod issues do) in the shown language. */
export function translateError(
  i18n: Pick<I18n, 'exists' | 'language'>,
  t: Translate,
  issue: ErrorIssue | string,
): string {
  const decoded = typeof issue === 'string' ? decodeIssue(issue) : issue
  const { code } = decoded
  const params = readerParams(i18n.language, decoded.params)
  const key = errorKeyOf(code)
  // With a count among the parameters, exists() and t() pick the plural form (roles.stillHeld_one).
  return i18n.exists(key, params) ? t(key, params) : t(errorKeyOf(UNKNOWN_ERROR))
}

/** `errorText(issue)`: a field's error, an answer's code, a schema's message, in the shown language. */
export function useErrorText(): ErrorText {
  const { t, i18n } = useTranslation()
  // `t` changes with the language: a new function, so what shows an error re-renders in the new one.
  return useCallback(
    (issue: ErrorTextInput) =>
      issue === undefined ? undefined : translateError(i18n, t as Translate, issue),
    [t, i18n],
  ) as ErrorText
}
