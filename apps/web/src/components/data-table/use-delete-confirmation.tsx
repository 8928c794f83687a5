// Deleting from a list: ask with the confirmation dialog, delete, say so in a snackbar. On failure
// the dialog stays open to retry, unless the page says retrying cannot help (a refusal).
import { useCallback, useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErrorIssue } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { ConfirmDialog } from '../confirm-dialog'
import { useNotify } from '../notifications'

export type DeleteConfirmationOptions<Item, Result> = {
  /** The mutation (mutateAsync), given what was asked about. */
  remove: (item: Item) => Promise<Result>
  pending: boolean
  title: (item: Item) => string
  text: (item: Item) => string
  /** The snackbar once deleted; `{ error }` when the answer says only part of it was. */
  done: (item: Item, result: Result) => string | { error: string }
  /** What a failure says, and whether the dialog closes; by default "could not be deleted", open. */
  failed?: (error: unknown, item: Item) => DeleteFailure | undefined
  onDeleted?: (item: Item) => void
}

export type DeleteFailure = { message?: string; close: boolean }

/**
 * The reason the server gave (its code, in the reader's language: lib/error-text.ts), and the
 * dialog closes on `closeOn`: a refusal that retrying will not change.
 */
export function serverRefusal(
  error: unknown,
  errorText: (issue: ErrorIssue) => string,
  closeOn: number,
): DeleteFailure {
  if (!(error instanceof ApiError)) return { close: false }
  const issue = error.issue
  return { message: issue ? errorText(issue) : undefined, close: error.status === closeOn }
}

export type DeleteConfirmation<Item> = {
  ask: (item: Item) => void
  dialog: ReactElement
}

export function useDeleteConfirmation<Item, Result>(
  options: DeleteConfirmationOptions<Item, Result>,
): DeleteConfirmation<Item> {
  const { t } = useTranslation()
  const notify = useNotify()
  // The item stays while the dialog fades out, so its text does not go blank.
  const [asked, setAsked] = useState<{ item: Item; open: boolean } | null>(null)
  const close = () => setAsked((current) => (current ? { ...current, open: false } : null))

  const confirm = async (item: Item) => {
    try {
      const result = await options.remove(item)
      const notice = options.done(item, result)
      if (typeof notice === 'string') notify(notice)
      else notify(notice.error, 'error')
      options.onDeleted?.(item)
      close()
    } catch (error) {
      const failure = options.failed?.(error, item)
      notify(failure?.message ?? t('common.deleteFailed'), 'error')
      if (failure?.close) close()
    }
  }

  // Stable, so the columns that call it are not rebuilt on every render.
  const ask = useCallback((item: Item) => setAsked({ item, open: true }), [])
  return {
    ask,
    dialog: (
      <ConfirmDialog
        open={asked?.open ?? false}
        title={asked ? options.title(asked.item) : ''}
        text={asked ? options.text(asked.item) : ''}
        pending={options.pending}
        onConfirm={() => {
          if (asked) void confirm(asked.item)
        }}
        onClose={close}
      />
    ),
  }
}
