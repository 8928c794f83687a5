import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDollars, type Product, type ProductListResponse, type ProductStats } from '@aurum/shared'
import { formatFor } from '@/lib/format'
import { renderWithProviders } from '@/test/render'
import { ProductListPage } from './product-list-page'

const PRODUCT: Product = {
  id: 1,
  productName: 'Nimbus headphones',
  productBrand: 'Acme',
  category: 'Electronics',
  stock: true,
  sku: 'NIM-1',
  price: formatDollars(229.24),
  priceValue: 229.24,
  qty: 3,
  status: 'Published',
  image: null,
}

const INVENTORY = 9_414_579.33
const STATS: ProductStats = {
  total: 1,
  published: 1,
  scheduled: 0,
  inactive: 0,
  outOfStock: 0,
  // The API's en-US dollar text, which the page must not show to a Spanish reader.
  inventoryValue: formatDollars(INVENTORY),
  inventoryValueAmount: INVENTORY,
}

/** Testing Library reads the page with its spaces collapsed (Intl writes no-break ones). */
const shown = (text: string) => text.replace(/\s+/g, ' ')

function answer(url: string): Response {
  const { pathname } = new URL(url, 'http://localhost')
  if (pathname.endsWith('/products/stats')) return Response.json(STATS)
  if (pathname.endsWith('/products'))
    return Response.json({
      products: [PRODUCT],
      total: 1,
      totalIsLowerBound: false,
    } satisfies ProductListResponse)
  if (pathname.includes('/categories'))
    return Response.json({ categories: [], total: 0, totalIsLowerBound: false })
  return Response.json({})
}

describe('product list page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('writes the inventory value in the reader’s format, as the prices beside it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => answer(String(input))),
    )
    await renderWithProviders(<ProductListPage />, {
      route: '/apps/ecommerce/product/list',
      language: 'es',
      session: { userAbilityRules: [{ action: 'manage', subject: 'all' }] },
    })
    const spanish = formatFor('es')
    const stats = await screen.findByRole('region', { name: 'Cifras de productos' })
    const value = await within(stats).findByText(shown(spanish.money(INVENTORY)))
    expect(value.textContent).toMatch(/^9\.414\.579,33\s\$$/)
    expect(screen.queryByText(STATS.inventoryValue)).toBeNull()
    const table = await screen.findByRole('table')
    expect(await within(table).findByText(shown(spanish.money(229.24)))).toBeTruthy()
  })
})
