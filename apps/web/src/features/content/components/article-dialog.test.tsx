import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ArticleAdmin } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { ArticleDialog } from './article-dialog'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const ARTICLE: ArticleAdmin = {
  id: 7,
  categoryId: 1,
  position: 0,
  slug: 'shipping-times',
  title: 'Shipping times',
  subtitle: 'How long delivery takes',
  productContent: '<p>Two to five days.</p>',
  checkoutContent: '',
  popular: false,
  keepLearning: false,
  published: true,
  lastUpdated: '2026-11-20',
  translations: {},
}

let sent: unknown[]

beforeEach(() => {
  sent = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/content/help-center/articles/7' && init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)))
        return json(
          {
            errors: { slug: ['Another article already has this address'] },
            codes: { slug: [{ code: 'pages.slugTaken' }] },
          },
          409,
        )
      }
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('ArticleDialog', { timeout: 30_000 }, () => {
  it("shows the server's reason under the field it names, in the reader's language", async () => {
    await renderWithProviders(
      <ArticleDialog
        article={ARTICLE}
        categoryId={1}
        categories={[{ id: 1, title: 'Shipping', icon: 'truck', articles: [ARTICLE] }]}
        onClose={() => undefined}
      />,
      { language: 'en', session: { userAbilityRules: [{ action: 'manage', subject: 'all' }] } },
    )
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Address \(slug\)/ }), {
      target: { value: 'returns' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Another article already has this address')).toBeTruthy()
    expect(sent).toMatchObject([{ slug: 'returns', title: 'Shipping times' }])
  })
})
