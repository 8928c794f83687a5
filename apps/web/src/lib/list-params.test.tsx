import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { productListQuerySchema, userListQuerySchema } from '@aurum/shared'
import { applyListParamsPatch, parseListParams, useListParams } from './list-params'

describe('parseListParams', () => {
  it('reads a valid list query with its defaults', () => {
    const params = parseListParams(
      userListQuerySchema,
      new URLSearchParams('q=ann&page=3&sortBy=email&orderBy=desc'),
    )
    expect(params).toMatchObject({ q: 'ann', page: 3, itemsPerPage: 10, sortBy: 'email', orderBy: 'desc' })
  })
  it('drops only the fields a hand-edited URL got wrong', () => {
    const params = parseListParams(
      userListQuerySchema,
      new URLSearchParams('q=ann&page=-4&sortBy=nope&status=active'),
    )
    expect(params).toMatchObject({ q: 'ann', page: 1, status: 'active' })
    expect(params.sortBy).toBeUndefined()
  })
})

describe('applyListParamsPatch', () => {
  it('returns to page 1 when a filter changes, keeps the page when only the page changes', () => {
    const start = new URLSearchParams('q=ann&page=4')
    expect(applyListParamsPatch(start, { status: 'active' }).toString()).toBe('q=ann&status=active')
    expect(applyListParamsPatch(start, { page: 5 }).toString()).toBe('q=ann&page=5')
  })
  it('removes cleared values', () => {
    expect(applyListParamsPatch(new URLSearchParams('q=ann&role=admin'), { q: '' }).toString()).toBe(
      'role=admin',
    )
  })
})

describe('useListParams', () => {
  afterEach(cleanup)

  function ProductFilters() {
    const { params, setParams } = useListParams(productListQuerySchema)
    return (
      <>
        <button
          type="button"
          onClick={() => {
            // Two filters picked before the router renders the first: neither may be lost.
            setParams({ category: 'Shoes' })
            setParams({ status: 'Published' })
          }}
        >
          both
        </button>
        <output>{`${params.category ?? '-'} ${params.status ?? '-'} ${params.page}`}</output>
      </>
    )
  }

  it('keeps every write made before the router renders the previous one', async () => {
    window.history.replaceState(null, '', '/products?q=lamp&page=3')
    const router = createBrowserRouter([{ path: '/products', element: <ProductFilters /> }])
    render(<RouterProvider router={router} />)
    fireEvent.click(screen.getByRole('button', { name: 'both' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Shoes Published 1'))
    expect(new URLSearchParams(window.location.search).toString()).toBe(
      'q=lamp&category=Shoes&status=Published',
    )
    router.dispose()
  })
})
