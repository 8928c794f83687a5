import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { ComingSoonPage } from './coming-soon-page'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let bodies: unknown[]
let answer: () => Response

beforeEach(() => {
  bodies = []
  answer = () => json({ subscribed: true }, 201)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/pages/launch-subscribers') {
        bodies.push(JSON.parse(String(init?.body)))
        return answer()
      }
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

async function notify(email: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 }), {
    target: { value: email },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Notify me' }))
}

describe('ComingSoonPage', { timeout: 30_000 }, () => {
  it('keeps the address on the server, in the page language, then thanks the visitor', async () => {
    await renderWithProviders(<ComingSoonPage />, { language: 'en' })
    await notify('not an address')
    expect(await screen.findByText('Enter a valid email')).toBeTruthy()
    expect(bodies).toEqual([])
    await notify('lena@example.com')
    expect(await screen.findByText("Thank you! We'll let you know when we launch.")).toBeTruthy()
    expect(bodies).toEqual([{ email: 'lena@example.com', language: 'en' }])
  })

  it('says why when the server refuses (too many from this address), and keeps the form', async () => {
    answer = () =>
      json({ message: 'Too many', code: 'pages.tooManyVisitorForms', params: { minutes: 42 } }, 429)
    await renderWithProviders(<ComingSoonPage />, { language: 'en' })
    await notify('lena@example.com')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Too many messages from this address. Try again in 42 minute(s).')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notify me' })).toBeTruthy())
  })
})
