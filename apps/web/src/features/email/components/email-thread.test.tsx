// The reading pane says, for mail sent outside Aurum, which recipient the mail server refused and
// why (its own answer), which one is retried, and which one it took, in the reader's language; and
// it opens each attachment at the address the API signed for the reader.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Email, LanguageCode } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { composeAttachmentsOf } from './email-compose'
import { EmailThread } from './email-thread'

const SIGNED_URL = '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUvWx?u=1&e=1795880700&s=c2lnbmF0dXJl'

const SENT: Email = {
  id: 7,
  from: { email: 'admin@demo.com', name: 'John Doe', avatar: null },
  to: [
    { email: 'gone@customer.example', name: 'Gone' },
    { email: 'taker@customer.example', name: '' },
  ],
  cc: [{ email: 'busy@customer.example', name: '' }],
  bcc: [],
  subject: 'Three recipients',
  message: '<p>Hello all</p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-11-20T10:00:00.000Z',
  folder: 'sent',
  isRead: true,
  isDeleted: false,
  deliveryStatus: 'queued',
  deliveryError: null,
  deliveries: [
    { email: 'gone@customer.example', name: 'Gone', status: 'failed', error: '550 5.1.1 User unknown' },
    { email: 'taker@customer.example', name: '', status: 'sent', error: null },
    { email: 'busy@customer.example', name: '', status: 'queued', error: '451 4.2.2 Mailbox full' },
  ],
  inReplyTo: null,
  replies: [],
}

const nothing = () => undefined

async function show(thread: Email, language: LanguageCode) {
  await renderWithProviders(
    <EmailThread
      thread={thread}
      isLoading={false}
      error={null}
      onBack={nothing}
      onAction={nothing}
      onStar={nothing}
      onTrash={nothing}
      onRestore={nothing}
      onUnread={nothing}
    />,
    { language },
  )
}

const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('EmailThread delivery', { timeout: 30_000 }, () => {
  it('lists each outside recipient with its state and the server’s answer', async () => {
    await show(SENT, 'en')
    expect(screen.getByText('Waiting to be sent')).toBeTruthy()
    expect(rowsOf(screen.getByRole('list', { name: 'Delivery by recipient' }))).toEqual([
      'Gone <gone@customer.example>Refused550 5.1.1 User unknown',
      'taker@customer.exampleAccepted by the mail server',
      'busy@customer.exampleRefused for now, will be tried again451 4.2.2 Mailbox full',
    ])
  })

  it('says the mail went to some recipients only, in Arabic too', async () => {
    const partial: Email = {
      ...SENT,
      deliveryStatus: 'partial',
      deliveries: SENT.deliveries.map((entry) =>
        entry.status === 'queued' ? { ...entry, status: 'sent', error: null } : entry,
      ),
    }
    await show(partial, 'ar')
    expect(screen.getByText('سُلّمت إلى بعض المستلمين فقط')).toBeTruthy()
    const rows = rowsOf(screen.getByRole('list', { name: 'التسليم لكل مستلم' }))
    expect(rows[0]).toBe('Gone <gone@customer.example>رُفضت550 5.1.1 User unknown')
    expect(rows.slice(1)).toEqual([
      'taker@customer.exampleقبِلها خادم البريد',
      'busy@customer.exampleقبِلها خادم البريد',
    ])
  })

  it('shows no list once every recipient was taken', async () => {
    await show(
      {
        ...SENT,
        deliveryStatus: 'sent',
        deliveries: SENT.deliveries.map((entry) => ({ ...entry, status: 'sent', error: null })),
      },
      'en',
    )
    expect(screen.getByText('Delivered to the mail server')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Delivery by recipient' })).toBeNull()
  })
})

describe('EmailThread attachments', { timeout: 30_000 }, () => {
  // The browser loads the link without the bearer token: the address the API answered, signed for
  // this reader, is what opens the private file (the server's media/private-files.test.ts).

  it('links each stored file to its signed address, downloaded under its name', async () => {
    await show(
      {
        ...SENT,
        attachments: [
          {
            id: 3,
            uploadId: 'AbCdEfGhIjKlMnOpQrStUvWx',
            fileName: 'payroll.txt',
            thumbnail: '/api/media/image/file/txt.svg',
            url: SIGNED_URL,
            size: '2kb',
            byteSize: 2048,
            contentType: 'text/plain',
          },
        ],
      },
      'en',
    )
    const link = screen.getByRole('link', { name: 'Download payroll.txt (2kb)' })
    expect(link.getAttribute('href')).toBe(SIGNED_URL)
    expect(link.getAttribute('download')).toBe('payroll.txt')
  })
})

describe('composeAttachmentsOf', () => {
  it('names stored files by their upload id, not by their signed address, and skips placeholders', () => {
    const file = {
      id: 3,
      uploadId: 'AbCdEfGhIjKlMnOpQrStUvWx',
      fileName: 'payroll.txt',
      thumbnail: '/api/media/image/file/txt.svg',
      url: SIGNED_URL,
      size: '2kb',
      byteSize: 2048,
      contentType: 'text/plain',
    }
    const placeholder = { ...file, id: 4, uploadId: null, url: '/api/media/image/file/pdf.svg' }
    expect(composeAttachmentsOf([file, placeholder])).toEqual([
      { id: 'AbCdEfGhIjKlMnOpQrStUvWx', fileName: 'payroll.txt', byteSize: 2048, size: '2kb' },
    ])
  })
})
