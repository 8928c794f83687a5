import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { formRoutes } from './routes'

const pageOf = async (path: string) => {
  const route = formRoutes.find((entry) => entry.path === path)!
  return renderWithProviders(createElement((await route.lazy()).Component))
}

/** The editor (Tiptap) loads on demand: give the import time on a loaded machine. */
const LOADED = { timeout: 20_000 }

afterEach(() => {
  vi.unstubAllGlobals()
})

// Tiptap and MUI in jsdom are slow on a shared machine.
describe('/forms/file-input', { timeout: 60_000 }, () => {
  it('refuses a file of another type or over 2 MB before sending it, naming the reason', async () => {
    const send = vi.fn()
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        constructor() {
          send()
        }
      },
    )
    await pageOf('/forms/file-input')
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept]')!
    const pdf = new File(['%PDF-1.4'], 'terms.pdf', { type: 'application/pdf' })
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })
    fireEvent.change(input, { target: { files: [pdf, huge] } })
    const uploads = await screen.findByRole('list', { name: 'Uploads' })
    const alerts = within(uploads).getAllByRole('alert')
    expect(alerts[0]!.textContent).toContain('Use a PNG, JPEG, WebP or GIF image.')
    expect(alerts[1]!.textContent).toContain('The file is larger than 2 MB.')
    expect(send).not.toHaveBeenCalled()
  })

  it('opens the file chooser from the drop zone with the keyboard', async () => {
    await pageOf('/forms/file-input')
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept]')!
    const click = vi.spyOn(input, 'click').mockImplementation(() => {})
    const zone = screen.getByRole('button', { name: /Drop images here/ })
    fireEvent.keyDown(zone, { key: 'Enter' })
    fireEvent.keyDown(zone, { key: ' ' })
    fireEvent.keyDown(zone, { key: 'a' })
    expect(click).toHaveBeenCalledTimes(2)
  })
})

describe('/forms/editors', { timeout: 60_000 }, () => {
  it('the form says the announcement is required until something is written', async () => {
    await pageOf('/forms/editors')
    const editor = await screen.findByRole('textbox', { name: 'Announcement' }, LOADED)
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Write the announcement')).toBeTruthy()
    await waitFor(() => expect(editor.getAttribute('aria-invalid')).toBe('true'))
    expect(await screen.findByText('0 / 280 characters')).toBeTruthy()
  })

  it('shows the read-only text without a toolbar and not editable', async () => {
    await pageOf('/forms/editors')
    const policy = await screen.findByRole('textbox', { name: 'Return policy' }, LOADED)
    expect(policy.getAttribute('contenteditable')).toBe('false')
    expect(policy.getAttribute('aria-readonly')).toBe('true')
    expect(policy.textContent).toContain('30 days')
  })

  it('switches the writing direction of the editor', async () => {
    await pageOf('/forms/editors')
    const message = await screen.findByRole('textbox', { name: 'Message' }, LOADED)
    fireEvent.click(screen.getByRole('button', { name: 'Right to left' }))
    await waitFor(() => expect(message.closest('[dir]')?.getAttribute('dir')).toBe('rtl'))
    fireEvent.click(screen.getByRole('button', { name: 'Left to right' }))
    await waitFor(() => expect(message.closest('[dir]')?.getAttribute('dir')).toBe('ltr'))
  })
})
