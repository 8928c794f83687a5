import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SalesListResponse } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { SAMPLE_SALE } from '@/test/sales-fixture'
import { DataTablePage } from './pages/data-table-page'
import { SimpleTablePage } from './pages/simple-table-page'

describe('data table page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the server for the page in the URL and shows each sale in its columns', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ salesDetails: [SAMPLE_SALE], total: 1 } satisfies SalesListResponse),
    )
    vi.stubGlobal('fetch', fetchMock)
    await renderWithProviders(<DataTablePage />, {
      route: '/tables/data-table?status=Confirmed&sortBy=total&orderBy=desc',
      session: { userAbilityRules: [] },
    })
    const table = await screen.findByRole('table', { name: 'Sales' })
    await within(table).findByText('Nimbus headphones')
    expect(within(table).getByText('Ada Lovelace')).toBeTruthy()
    expect(within(table).getByText('Partially paid')).toBeTruthy()
    const asked = new URL(String((fetchMock.mock.calls.at(-1) as unknown[])[0]), 'http://localhost')
    expect(asked.pathname).toBe('/api/pages/datatable')
    expect(asked.searchParams.get('status')).toBe('Confirmed')
    expect(asked.searchParams.get('sortBy')).toBe('total')
    expect(asked.searchParams.get('orderBy')).toBe('desc')
  })
})

describe('simple table page', () => {
  it('sorts its rows in the browser by the clicked header', async () => {
    await renderWithProviders(<SimpleTablePage />)
    expect(screen.getAllByRole('button', { name: 'Show code' })).toHaveLength(4)
    const sortable = screen.getAllByRole('table', { name: 'Products' })[2]!
    fireEvent.click(within(sortable).getByRole('button', { name: 'Price' }))
    await waitFor(() =>
      expect(within(sortable).getAllByRole('row')[1]!.textContent).toContain('Ceramic coffee mug'),
    )
    fireEvent.click(within(sortable).getByRole('button', { name: 'Price' }))
    await waitFor(() =>
      expect(within(sortable).getAllByRole('row')[1]!.textContent).toContain('Smart watch S2'),
    )
  })

  it('puts each table in a named region a keyboard can scroll (a phone scrolls them sideways)', async () => {
    await renderWithProviders(<SimpleTablePage />)
    for (const table of screen.getAllByRole('table')) {
      const region = table.closest('[role="region"]')
      expect(region?.getAttribute('tabindex')).toBe('0')
      expect(region?.getAttribute('aria-label')).toBeTruthy()
    }
  })
})
