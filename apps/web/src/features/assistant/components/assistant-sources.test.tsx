import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AssistantSource } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { AssistantSources } from './assistant-sources'

const SOURCES: AssistantSource[] = [
  { title: '¿Puedo cancelar mi pedido?', url: '/pages/faq', language: 'es' },
  {
    title: 'What is Item Support?',
    url: '/front-pages/help-center/article/what-is-item-support',
    language: 'en',
  },
]

describe('AssistantSources', () => {
  it('links each source and marks the English one for a Spanish reader', async () => {
    await renderWithProviders(<AssistantSources sources={SOURCES} readerLanguage="es" />, { language: 'es' })
    const list = await screen.findByRole('list', { name: 'Fuentes' }, { timeout: 10_000 })
    const items = within(list).getAllByRole('listitem')
    expect(
      within(items[0]!).getByRole('link', { name: '¿Puedo cancelar mi pedido?' }).getAttribute('href'),
    ).toBe('/pages/faq')
    expect(within(items[0]!).queryByText('En inglés')).toBeNull()
    expect(within(items[1]!).getByRole('link', { name: 'What is Item Support?' }).getAttribute('lang')).toBe(
      'en',
    )
    expect(within(items[1]!).getByText('En inglés').textContent).toBe('En inglés')
  })

  it('marks English sources for an Arabic reader', async () => {
    await renderWithProviders(<AssistantSources sources={SOURCES.slice(1)} readerLanguage="ar" />, {
      language: 'ar',
    })
    const marker = await screen.findByText('بالإنجليزية', undefined, { timeout: 10_000 })
    expect(marker.closest('li')?.textContent).toContain('What is Item Support?')
  })

  it('shows no marker to an English reader', async () => {
    await renderWithProviders(<AssistantSources sources={SOURCES.slice(1)} readerLanguage="en" />)
    await screen.findByRole('link', { name: 'What is Item Support?' }, { timeout: 10_000 })
    expect(screen.queryByText('English')).toBeNull()
  })

  it('renders nothing without sources', async () => {
    const { container } = await renderWithProviders(<AssistantSources sources={[]} readerLanguage="fr" />, {
      language: 'fr',
    })
    expect(container.querySelector('ul')).toBeNull()
  })
})
