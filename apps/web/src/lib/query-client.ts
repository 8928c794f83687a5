// One TanStack Query client: no retry on answers that will not change (4xx), short staleness, and
// a mutation cache that does what each mutation's meta declares once it settles: refresh the query
// keys it names (its own area's and those of lib/query-keys.ts), and show the success snackbar or
// the error snackbar with the answer's code translated (lib/error-text.ts).
import {
  MutationCache,
  QueryClient,
  type DefaultOptions,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query'
import { i18n } from '../i18n'
import { ApiError } from './api-client'
import { translateError } from './error-text'
import { showSnackbar } from './snackbar'

/** A snackbar's text: an i18n key, or one with its parameters. */
type SnackbarText = string | { key: string; params?: Record<string, unknown> }

/** What a mutation declares of its aftermath; typed per mutation with `mutationMeta<Data, Variables>()`. */
export type MutationMeta<TData = unknown, TVariables = unknown> = {
  /** Refreshed after a success: every query under these keys, or the filters the answer gives. */
  invalidates?:
    readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly InvalidateQueryFilters[])
  /** Refresh the keys after a failure too: part of it may have happened, or someone changed it first. */
  invalidatesOnError?: boolean
  /** The success snackbar. */
  success?: SnackbarText | ((data: TData, variables: TVariables) => SnackbarText)
  /**
   * An error snackbar: the answer's code in the reader's language, or this i18n key's text when the
   * answer has none (the server unreachable). Left out when the component shows the error itself
   * (under a form's fields, in a dialog).
   */
  error?: string
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta
  }
}

/** A mutation's meta, its functions typed by the mutation's answer and variables. */
export function mutationMeta<TData, TVariables = void>(meta: MutationMeta<TData, TVariables>): MutationMeta {
  return meta as MutationMeta
}

const textOf = (text: SnackbarText) =>
  typeof text === 'string' ? i18n.t(text) : i18n.t(text.key, text.params)

async function refresh(
  client: QueryClient,
  meta: MutationMeta,
  data: unknown,
  variables: unknown,
): Promise<void> {
  const { invalidates } = meta
  if (!invalidates) return
  const filters =
    typeof invalidates === 'function'
      ? invalidates(data, variables)
      : invalidates.map((queryKey): InvalidateQueryFilters => ({ queryKey }))
  await Promise.all(filters.map((filter) => client.invalidateQueries(filter)))
}

function createMutationCache(): MutationCache {
  return new MutationCache({
    // Awaited before the mutation resolves: a component that goes on after mutateAsync (closing a
    // dialog, navigating to a list) finds the lists already refreshed.
    onSuccess: async (data, variables, _result, mutation, { client }) => {
      const meta = mutation.meta ?? {}
      await refresh(client, meta, data, variables)
      const { success } = meta
      if (success) showSnackbar(textOf(typeof success === 'function' ? success(data, variables) : success))
    },
    onError: async (error, variables, _result, mutation, { client }) => {
      const meta = mutation.meta ?? {}
      // Only a list of keys: the function form reads an answer there is none of.
      if (meta.invalidatesOnError && typeof meta.invalidates !== 'function')
        await refresh(client, meta, undefined, variables)
      if (meta.error === undefined) return
      const issue = error instanceof ApiError ? error.issue : undefined
      showSnackbar(issue ? translateError(i18n, i18n.t, issue) : i18n.t(meta.error), 'error')
    },
  })
}

export function createQueryClient(defaultOptions: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: {
      ...defaultOptions,
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        ...defaultOptions.queries,
      },
    },
  })
}

export const queryClient = createQueryClient()
