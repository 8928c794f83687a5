// A file in the chat opens at the address the API signed for this reader: the browser loads <img>
// and <a> without the bearer token, so the signature is what lets the private file through.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ChatAttachment } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { ChatAttachmentView } from './chat-attachment'

const SIGNED_URL = '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUvWx?u=7&e=1795880700&s=c2lnbmF0dXJl'

describe('ChatAttachmentView', { timeout: 30_000 }, () => {
  it('shows a picture from its signed address, and links it for download under its name', async () => {
    const picture: ChatAttachment = {
      url: SIGNED_URL,
      fileName: 'shelf.png',
      contentType: 'image/png',
      byteSize: 2048,
    }
    await renderWithProviders(<ChatAttachmentView attachment={picture} />, { language: 'en' })
    const link = screen.getByRole('link', { name: /^Download shelf\.png/ })
    expect(link.getAttribute('href')).toBe(SIGNED_URL)
    expect(link.getAttribute('download')).toBe('shelf.png')
    expect(screen.getByRole('img', { name: 'shelf.png' }).getAttribute('src')).toBe(SIGNED_URL)
  })

  it('links any other file to its signed address', async () => {
    const document: ChatAttachment = {
      url: SIGNED_URL,
      fileName: 'stock-list.txt',
      contentType: 'text/plain',
      byteSize: 21,
    }
    await renderWithProviders(<ChatAttachmentView attachment={document} />, { language: 'en' })
    const link = screen.getByRole('link', { name: /^Download stock-list\.txt/ })
    expect(link.getAttribute('href')).toBe(SIGNED_URL)
    expect(link.getAttribute('download')).toBe('stock-list.txt')
  })
})
