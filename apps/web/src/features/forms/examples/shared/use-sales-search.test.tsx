import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SalesListResponse } from '@aurum/shared'
import { createQueryClient } from '@/lib/query-client'
import { SALES_SEARCH_DEBOUNCE_MS, useSalesSearch } from './use-sales-search'

const sale = (id: number, buyer: string): SalesListResponse['salesDetails'][number] => ({
  id,
  product: {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    brand: 'Acme',
    category: 'Electronics',
    price: 10,
    image: '/api/media/image/product/p.svg',
    hasFreeShipping: false,
    rating: 4,
    description: '',
  },
  date: '3 Sep 2025',
  isoDate: '2025-09-03',
  buyer: { name: buyer, avatar: null },
  payment: { total: 10, receivedPaymentStatus: 'Fully Paid', paidAmount: 10, status: 'Completed' },
})

/** A fetch answering each search after `delay` ms, or never for the texts in `hang`; aborts reject. */
function fakeFetch(hang: string[] = []) {
  return vi.fn((url: string, init?: RequestInit) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q') ?? ''
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
      if (!hang.includes(q)) {
        resolve(
          Response.json({ salesDetails: [sale(1, `${q} buyer`)], total: 1 } satisfies SalesListResponse),
        )
      }
    })
  })
}

const asked = (fetchMock: ReturnType<typeof fakeFetch>) =>
  fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost'))

function renderSearch(text: string) {
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(({ value }) => useSalesSearch(value), { wrapper, initialProps: { value: text } })
}

describe('the sales search of the autocomplete examples', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('asks nothing for an empty text, then once for the text the typing stopped at', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchMock = fakeFetch()
    vi.stubGlobal('fetch', fetchMock)
    const { result, rerender } = renderSearch('')
    expect(result.current).toEqual({ sales: [], loading: false, searched: '' })
    for (const value of ['a', 'ad', 'ada']) {
      rerender({ value })
      await vi.advanceTimersByTimeAsync(SALES_SEARCH_DEBOUNCE_MS / 5)
    }
    expect(result.current.loading).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(SALES_SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(result.current.sales.map((found) => found.buyer.name)).toEqual(['ada buyer']))
    expect(result.current.loading).toBe(false)
    expect(
      asked(fetchMock).map((url) => [
        url.pathname,
        url.searchParams.get('q'),
        url.searchParams.get('itemsPerPage'),
      ]),
    ).toEqual([['/api/pages/datatable', 'ada', '10']])
  })

  it('aborts the request a newer text supersedes, and shows the newer answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchMock = fakeFetch(['slow'])
    vi.stubGlobal('fetch', fetchMock)
    const { result, rerender } = renderSearch('slow')
    await vi.advanceTimersByTimeAsync(SALES_SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const firstSignal = fetchMock.mock.calls[0]![1]!.signal!
    expect(firstSignal.aborted).toBe(false)
    rerender({ value: 'fast' })
    await vi.advanceTimersByTimeAsync(SALES_SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(result.current.sales.map((found) => found.buyer.name)).toEqual(['fast buyer']))
    expect(firstSignal.aborted).toBe(true)
    expect(result.current.searched).toBe('fast')
  })
})
