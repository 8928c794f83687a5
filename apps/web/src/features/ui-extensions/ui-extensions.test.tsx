import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { staticMediaQueryList } from '@/test/match-media'
import { renderWithProviders } from '@/test/render'
import { SwiperPage } from './pages/swiper-page'
import { TourPage } from './pages/tour-page'

/** A fetch that answers the tour calls as the server does, remembering what was PUT. */
function tourServer(initial: boolean) {
  let dismissed = initial
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT')
      dismissed = (JSON.parse(String(init.body)) as { dismissed: boolean }).dismissed
    return Response.json({ dismissed })
  })
}

describe('tour page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('offers the tour, and "don’t show again" tells the server and stops offering it', async () => {
    const fetchMock = tourServer(false)
    vi.stubGlobal('fetch', fetchMock)
    await renderWithProviders(<TourPage />, { session: { userAbilityRules: [] } })
    fireEvent.click(await screen.findByRole('button', { name: 'Don’t show again' }))
    await screen.findByText(/You chose not to be offered the tour/)
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!
    expect(String(put[0])).toContain('/api/account/tour')
    expect(JSON.parse(String(put[1]!.body))).toEqual({ dismissed: true })
  })

  it('a user who dismissed it is not offered it, but may start it or have it offered again', async () => {
    vi.stubGlobal('fetch', tourServer(true))
    await renderWithProviders(<TourPage />, { session: { userAbilityRules: [] } })
    expect(await screen.findByRole('button', { name: 'Start the tour' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Don’t show again' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Offer it again' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Don’t show again' })).toBeTruthy())
  })
})

describe('swiper page', () => {
  it('shows each carousel with its code', async () => {
    window.matchMedia ??= (query: string) => staticMediaQueryList(query, false)
    await renderWithProviders(<SwiperPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Swiper' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Show code' })).toHaveLength(4)
  })
})
