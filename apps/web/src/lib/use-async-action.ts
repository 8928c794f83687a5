// A call a form makes on submit, with its pending state: the subset of TanStack Query's useMutation
// that the visitor's screens use (mutateAsync, isPending). Those screens open in the visitor entry,
// which leaves TanStack Query (and its client) to the signed-in app: /login stays small.
import { useCallback, useState } from 'react'

export type AsyncAction<TInput, TResult> = {
  mutateAsync: (input: TInput) => Promise<TResult>
  isPending: boolean
}

export function useAsyncAction<TInput, TResult>(
  action: (input: TInput) => Promise<TResult>,
  onSuccess?: (result: TResult) => void,
): AsyncAction<TInput, TResult> {
  const [pendingCount, setPendingCount] = useState(0)
  const mutateAsync = useCallback(
    async (input: TInput) => {
      setPendingCount((count) => count + 1)
      try {
        const result = await action(input)
        onSuccess?.(result)
        return result
      } finally {
        setPendingCount((count) => count - 1)
      }
    },
    [action, onSuccess],
  )
  return { mutateAsync, isPending: pendingCount > 0 }
}
