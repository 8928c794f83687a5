import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { initI18n, type LocaleBundle } from '../i18n'
import { ApiError } from './api-client'
import { createQueryClient, mutationMeta, type MutationMeta } from './query-client'
import { subscribeSnackbars, type SnackbarMessage } from './snackbar'

const STRINGS: LocaleBundle = {
  test: { saved: 'Saved {{name}}', failed: 'Could not save' },
  errors: { unknown: 'Something went wrong', common: { lastManager: 'Nobody could manage roles.' } },
}

let shown: SnackbarMessage[] = []
let unsubscribe = () => {}
beforeAll(async () => {
  await initI18n('en', async () => [STRINGS])
})
afterEach(() => {
  unsubscribe()
  shown = []
})

function listen() {
  unsubscribe = subscribeSnackbars((snackbar) => shown.push(snackbar))
}

/** A query under `key` with an observer, as a mounted list would have: invalidation refetches it. */
function watched(client: QueryClient, key: readonly unknown[]) {
  let fetches = 0
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: async () => ++fetches,
    staleTime: Infinity,
  })
  const stop = observer.subscribe(() => {})
  return { fetches: () => fetches, stop }
}

async function run<TData, TVariables>(
  client: QueryClient,
  mutationFn: (variables: TVariables) => Promise<TData>,
  meta: MutationMeta,
  variables: TVariables,
) {
  const observer = new MutationObserver(client, { mutationFn, meta, retry: false })
  return observer.mutate(variables).catch((error: unknown) => error)
}

describe("the mutation cache, from each mutation's meta", () => {
  it('refreshes the keys it names, then shows the success snackbar with parameters from the answer', async () => {
    listen()
    const client = createQueryClient()
    const users = watched(client, ['users', 'list', { page: 1 }])
    const other = watched(client, ['orders'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect([users.fetches(), other.fetches()]).toEqual([1, 1])
    const answer = await run(
      client,
      async (name: string) => ({ name }),
      mutationMeta<{ name: string }, string>({
        invalidates: [['users']],
        success: (saved) => ({ key: 'test.saved', params: { name: saved.name } }),
      }),
      'Ada',
    )
    expect(answer).toEqual({ name: 'Ada' })
    // Refreshed before the mutation resolved: what runs after mutateAsync sees fresh lists.
    expect([users.fetches(), other.fetches()]).toEqual([2, 1])
    expect(shown).toEqual([{ message: 'Saved Ada', severity: 'success' }])
    users.stop()
    other.stop()
  })

  it("shows the answer's code translated as the error snackbar, or the meta's text without a code", async () => {
    listen()
    const client = createQueryClient()
    const refused = new ApiError(409, { message: 'English, never shown', code: 'common.lastManager' })
    await run(client, () => Promise.reject(refused), { error: 'test.failed' }, undefined)
    await run(
      client,
      () => Promise.reject(new TypeError('Failed to fetch')),
      { error: 'test.failed' },
      undefined,
    )
    const unknownCode = new ApiError(409, { message: 'New reason', code: 'common.somethingNew' })
    await run(client, () => Promise.reject(unknownCode), { error: 'test.failed' }, undefined)
    expect(shown).toEqual([
      { message: 'Nobody could manage roles.', severity: 'error' },
      { message: 'Could not save', severity: 'error' },
      { message: 'Something went wrong', severity: 'error' },
    ])
  })

  it('leaves errors to the component when the meta names none, and refreshes after one when asked', async () => {
    listen()
    const client = createQueryClient()
    const list = watched(client, ['products'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    const failure = new ApiError(404, null)
    expect(await run(client, () => Promise.reject(failure), { invalidates: [['products']] }, 1)).toBe(failure)
    expect(list.fetches()).toBe(1)
    await run(
      client,
      () => Promise.reject(failure),
      { invalidates: [['products']], invalidatesOnError: true },
      1,
    )
    expect(list.fetches()).toBe(2)
    expect(shown).toEqual([])
    list.stop()
  })

  it('refreshes the filters an answer gives, e.g. all but a deleted row', async () => {
    const client = createQueryClient()
    const kept = watched(client, ['orders', 'detail', 1])
    const deleted = watched(client, ['orders', 'detail', 2])
    await new Promise((resolve) => setTimeout(resolve, 0))
    await run(
      client,
      async () => undefined,
      mutationMeta<void, number>({
        invalidates: (_, id) => [{ queryKey: ['orders'], predicate: (query) => query.queryKey[2] !== id }],
      }),
      2,
    )
    expect([kept.fetches(), deleted.fetches()]).toEqual([2, 1])
    kept.stop()
    deleted.stop()
  })
})
