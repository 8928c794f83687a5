import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { HelpCenterPage } from './help-center-page'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let searched: URL[]

beforeEach(() => {
  searched = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://aurum.test')
      if (url.pathname === '/api/pages/help-center')
        return json({ allArticles: [], popularArticles: [], keepLearning: [] })
      if (url.pathname === '/api/pages/help-center/search') {
        searched.push(url)
        const found =
          url.searchParams.get('q') === 'reembolso'
            ? [
                {
                  slug: 'how-do-refunds-work',
                  title: '¿Cómo funcionan los reembolsos?',
                  subtitle: 'Las devoluciones se reembolsan en la tarjeta.',
                  category: 'Compras',
                },
              ]
            : []
        return json({ articles: found })
      }
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('HelpCenterPage search', { timeout: 30_000 }, () => {
  it('finds articles in the reader’s language and links to them, q kept in the address', async () => {
    const { router } = await renderWithProviders(<HelpCenterPage />, {
      route: '/front-pages/help-center',
      language: 'es',
    })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar en los artículos' }), {
      target: { value: 'reembolso' },
    })
    const link = await screen.findByRole(
      'link',
      { name: /¿Cómo funcionan los reembolsos\?/ },
      { timeout: 10_000 },
    )
    expect(link.getAttribute('href')).toBe('/front-pages/help-center/article/how-do-refunds-work')
    expect(screen.getByRole('heading', { name: 'Artículos sobre «reembolso»' })).toBeTruthy()
    expect(searched.at(-1)?.searchParams.get('lang')).toBe('es')
    expect(router.state.location.search).toBe('?q=reembolso')
  })

  it('says so when nothing matches, and opens with the q of the address', async () => {
    await renderWithProviders(<HelpCenterPage />, {
      route: '/front-pages/help-center?q=xylophone',
      language: 'en',
    })
    expect((screen.getByRole('searchbox', { name: 'Search the articles' }) as HTMLInputElement).value).toBe(
      'xylophone',
    )
    expect(
      await screen.findByText(/No article matches “xylophone”/, undefined, { timeout: 10_000 }),
    ).toBeTruthy()
  })
})
