// "Your deals" and "Your listings" beside their wizards: the user's rows from the server, opened in
// a dialog, edited in the wizard filled with the row (PUT), deleted after a confirmation (DELETE).
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Deal, Listing } from '@aurum/shared'
import { staticMediaQueryList } from '@/test/match-media'
import { renderWithProviders } from '@/test/render'
import { CreateDealPage } from '../pages/create-deal-page'
import { PropertyListingPage } from '../pages/property-listing-page'

beforeAll(() => {
  window.matchMedia ??= (query: string) => staticMediaQueryList(query, false)
  window.scrollTo = () => {}
})
afterEach(() => vi.unstubAllGlobals())

const deal: Deal = {
  id: 7,
  dealType: 'percentage',
  discount: 15,
  region: 'europe',
  title: 'Spring sale',
  code: 'SPRING15',
  description: 'Fifteen off',
  offeredItems: ['nike-shoes'],
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  userType: 'all',
  maxUsers: 100,
  minCartAmount: 20,
  paymentMethod: 'any',
  singleUse: true,
  createdAt: '2026-02-01T10:00:00.000Z',
}

const listing: Listing = {
  id: 3,
  title: 'apartment · Madrid',
  purpose: 'sell',
  city: 'Madrid',
  expectedPrice: 320000,
  photoIds: ['A'.repeat(24)],
  photoUrls: [`/api/media/uploads/${'A'.repeat(24)}`],
  data: {
    personal: {
      userType: 'owner',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '+34 600 000 000',
    },
    property: {
      propertyType: 'apartment',
      purpose: 'sell',
      address: '1 Calle Mayor',
      city: 'Madrid',
      postalCode: '28013',
      country: 'ES',
    },
    features: { bedrooms: 2, bathrooms: 1, floor: 3, furnishing: 'furnished', gatedCommunity: false },
    area: { totalArea: 80, carpetArea: 70, availableFrom: '2026-06-01' },
    price: { expectedPrice: 320000, maintenance: 90, priceDisplay: 'negotiable' },
    photos: { photoIds: ['A'.repeat(24)] },
  },
  createdAt: '2026-02-01T10:00:00.000Z',
}

type Call = { url: string; method: string; body: unknown }

/** The wizards' API over one stored row of each kind; records every call. */
function stubApi() {
  const calls: Call[] = []
  let deals = [deal]
  let listings = [listing]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input)
      const method = init.method ?? 'GET'
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined
      calls.push({ url, method, body })
      if (url === '/api/wizards/deals') return Response.json({ deals })
      if (url === '/api/wizards/listings') return Response.json({ listings })
      if (url === `/api/wizards/deals/${deal.id}`) {
        if (method === 'DELETE') {
          deals = []
          return new Response(null, { status: 204 })
        }
        if (method === 'PUT') {
          const input = body as { details: { title: string } }
          deals = [{ ...deal, title: input.details.title }]
          return Response.json(deals[0])
        }
        return Response.json(deals[0] ?? deal)
      }
      if (url === `/api/wizards/listings/${listing.id}`) {
        if (method === 'DELETE') {
          listings = []
          return new Response(null, { status: 204 })
        }
        return Response.json(listing)
      }
      return Response.json({ draft: null })
    }),
  )
  return calls
}

describe('Your deals', { timeout: 90_000 }, () => {
  it('lists the deals, opens one, edits it in the wizard with PUT, and deletes it after confirming', async () => {
    const calls = stubApi()
    const { router } = await renderWithProviders(<CreateDealPage />, {
      session: { userAbilityRules: [] },
      route: '/wizard-examples/create-deal',
    })
    const table = await screen.findByRole('table', { name: 'Your deals' }, { timeout: 15_000 })
    const row = within(table).getByRole('row', { name: /Spring sale/ })
    expect(within(row).getByText('SPRING15')).toBeTruthy()

    // Open: the deal's details in a dialog.
    fireEvent.click(within(row).getByRole('button', { name: 'Open Spring sale' }))
    const dialog = await screen.findByRole('dialog', { name: 'Spring sale' })
    expect(within(dialog).getByText('Fifteen off')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // Edit: the wizard opens on the deal (its address says so), and saves with PUT.
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Spring sale' }))
    await screen.findByText('Editing the deal “Spring sale”', undefined, { timeout: 15_000 })
    expect(router.state.location.search).toBe('?edit=7')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    const title = await screen.findByRole('textbox', { name: 'Deal title' })
    expect((title as HTMLInputElement).value).toBe('Spring sale')
    expect((screen.getByRole('textbox', { name: 'Deal code' }) as HTMLInputElement).value).toBe('SPRING15')
    fireEvent.change(title, { target: { value: 'Summer sale' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Deal usage' })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Review' })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/wizards/deals/7')).toBe(true),
    )
    const put = calls.find((call) => call.method === 'PUT' && call.url === '/api/wizards/deals/7')!
    expect(put.body).toMatchObject({
      type: { dealType: 'percentage', discount: 15, region: 'europe' },
      details: { title: 'Summer sale', code: 'SPRING15' },
      usage: { singleUse: true, minCartAmount: 20 },
    })
    // The edit keeps no draft: the new deal's draft is not touched.
    expect(calls.some((call) => call.method === 'PUT' && call.url.includes('/drafts/'))).toBe(false)
    await waitFor(() => expect(router.state.location.search).toBe(''))
    const edited = await screen.findByRole('row', { name: /Summer sale/ })

    // Delete: asks first, then DELETE, and the list is empty.
    fireEvent.click(within(edited).getByRole('button', { name: 'Delete Summer sale' }))
    const confirm = await screen.findByRole('dialog', { name: /Delete the deal/ })
    expect(within(confirm).getByText(/SPRING15/)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No deal yet')).toBeTruthy()
    expect(
      calls.filter((call) => call.method === 'DELETE' && call.url === '/api/wizards/deals/7'),
    ).toHaveLength(1)
  })

  it('cancelling the confirmation deletes nothing', async () => {
    const calls = stubApi()
    await renderWithProviders(<CreateDealPage />, { session: { userAbilityRules: [] } })
    const table = await screen.findByRole('table', { name: 'Your deals' }, { timeout: 15_000 })
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Spring sale' }))
    const confirm = await screen.findByRole('dialog', { name: /Delete the deal/ })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
    expect(within(table).getByRole('row', { name: /Spring sale/ })).toBeTruthy()
  })
})

describe('Your listings', { timeout: 90_000 }, () => {
  it('lists the listings, opens one with its photos, reopens an edit from the address, deletes', async () => {
    const calls = stubApi()
    await renderWithProviders(<PropertyListingPage />, {
      session: { userAbilityRules: [] },
      route: '/wizard-examples/property-listing?edit=3',
    })
    // The address's edit opens the wizard on the listing.
    await screen.findByText('Editing the listing “Apartment · Madrid”', undefined, { timeout: 15_000 })
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Ana')

    const table = await screen.findByRole('table', { name: 'Your listings' })
    const row = within(table).getByRole('row', { name: /Madrid/ })
    fireEvent.click(within(row).getByRole('button', { name: 'Open Apartment · Madrid' }))
    const dialog = await screen.findByRole('dialog', { name: 'Apartment · Madrid' })
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of the property' })).toBeTruthy()
    expect(within(dialog).getByText('1 Calle Mayor')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(within(row).getByRole('button', { name: 'Delete Apartment · Madrid' }))
    const confirm = await screen.findByRole('dialog', { name: /Delete the listing/ })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No listing yet')).toBeTruthy()
    expect(
      calls.filter((call) => call.method === 'DELETE' && call.url === '/api/wizards/listings/3'),
    ).toHaveLength(1)
  })
})
