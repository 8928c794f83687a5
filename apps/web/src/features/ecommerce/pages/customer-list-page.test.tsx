import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_TOTAL_CAP, type Customer, type CustomerListQuery } from '@aurum/shared'
import { ThemeProvider } from '@mui/material/styles'
import { NotificationsProvider } from '@/components/notifications'
import { createAppTheme } from '@/theme'
import { CustomerListPage } from './customer-list-page'

const customer = (id: number): Customer => ({
  id,
  customer: `Customer ${id}`,
  customerId: 100 + id,
  email: `c${id}@example.com`,
  country: 'Spain',
  countryFlag: '',
  countryCode: 'es',
  order: 3,
  totalSpent: 120.5,
  avatar: null,
})

// The answer of a search with more than SEARCH_TOTAL_CAP matches: the total is a lower bound.
const useCustomers = vi.fn((query: CustomerListQuery) => ({
  data: {
    customers: Array.from({ length: query.itemsPerPage }, (_, index) => customer(index + 1)),
    total: SEARCH_TOTAL_CAP,
    totalIsLowerBound: true,
  },
  isPlaceholderData: false,
  isFetching: false,
  error: null,
  refetch: vi.fn(),
}))
vi.mock('../api/customers', () => ({
  CUSTOMERS_PATH: '/api/apps/ecommerce/customers',
  useCustomers: (query: CustomerListQuery) => useCustomers(query),
}))

const here = path.dirname(fileURLToPath(import.meta.url))
const strings = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(here, file), 'utf8'))
const i18n = createInstance()
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      translation: {
        ...strings('../../../app/layouts/locales/en.json'),
        ...strings('../locales/en.customers.json'),
      },
    },
  },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
})

function renderPage(url: string) {
  // A browser router: list params build on window.location (lib/list-params.ts).
  window.history.replaceState(null, '', url)
  const router = createBrowserRouter([
    { path: '/apps/ecommerce/customer/list', element: <CustomerListPage /> },
  ])
  render(
    <I18nextProvider i18n={i18n}>
      {/* The app's theme: avatars and chips read its colour tokens. */}
      <ThemeProvider
        theme={createAppTheme({ scheme: 'light', skin: 'default', primary: '#DFD271', direction: 'ltr' })}
      >
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </ThemeProvider>
    </I18nextProvider>,
  )
  return router
}

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('a list page on the kit, for a search past the count cap', { timeout: 30_000 }, () => {
  afterEach(cleanup)

  it('shows "10,000+" and pages on through the URL', async () => {
    const router = renderPage('/apps/ecommerce/customer/list?q=an')
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Customers' })).toBeTruthy()
    expect((screen.getByLabelText('Search customers') as HTMLInputElement).value).toBe('an')
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy()
    expect(screen.getByText('1–10 of 10,000+')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: /next page/i }))
    await waitFor(() => expect(router.state.location.search).toBe('?q=an&page=2'))
    expect(useCustomers).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'an', page: 2 }))
    expect(screen.getByText('11–20 of 10,000+')).toBeTruthy()
  })
})
