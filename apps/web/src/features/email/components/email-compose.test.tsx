// Sending removes the draft however the saving stands: a file attached just before Send (its upload
// changes the draft, and the save is due a moment later while the mail is leaving), or a save still
// under way when Send is pressed (the send waits for its draft id).
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { EMPTY_DRAFT, EmailCompose } from './email-compose'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const UPLOAD = {
  id: 'upload-0123456789abcdef',
  url: '/api/media/uploads/upload-0123456789abcdef',
  fileName: 'notes.txt',
  contentType: 'text/plain',
  byteSize: 23,
}

/** The email of a draft or of the sent mail, as the server answers. */
const emailOf = (id: number, folder: 'draft' | 'sent', body: Record<string, unknown>) => ({
  id,
  from: { email: 'test@example.com', name: 'Test User', avatar: null },
  to: body.to ?? [],
  cc: [],
  bcc: [],
  subject: body.subject ?? '',
  message: body.message ?? '',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-11-20T10:00:00.000Z',
  folder,
  isRead: true,
  isDeleted: false,
  deliveryStatus: null,
  deliveryError: null,
  deliveries: [],
  inReplyTo: null,
  replies: [],
})

/** Every call the compose window made, in the order they reached the server, with their bodies. */
let calls: { what: string; body?: Record<string, unknown> }[]
let draftDelayMs: number
let sendDelayMs: number

class UploadRequest {
  status = 0
  responseText = ''
  upload = { addEventListener: () => undefined }
  private listeners = new Map<string, () => void>()
  open() {}
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener)
  }
  abort() {}
  send() {
    calls.push({ what: 'upload' })
    setTimeout(() => {
      this.status = 201
      this.responseText = JSON.stringify(UPLOAD)
      this.listeners.get('load')?.()
    }, 20)
  }
}

beforeEach(() => {
  calls = []
  draftDelayMs = 0
  sendDelayMs = 0
  let nextDraftId = 41
  vi.stubGlobal('XMLHttpRequest', UploadRequest)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined
      if (url === '/api/apps/email/drafts' && init?.method === 'POST') {
        calls.push({ what: 'create draft', body })
        await later(draftDelayMs)
        return json(emailOf(nextDraftId++, 'draft', body!), 201)
      }
      if (url.startsWith('/api/apps/email/drafts/') && init?.method === 'PUT') {
        calls.push({ what: 'save draft', body })
        return json(emailOf(Number(url.split('/').pop()), 'draft', body!))
      }
      if (url === '/api/apps/email/send') {
        calls.push({ what: 'send', body })
        await later(sendDelayMs)
        return json(emailOf(90, 'sent', body!), 201)
      }
      // The mailbox lists refreshed after a change.
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

/**
 * What leaves no draft behind: nothing is saved after the send, and a draft made before it (on a
 * slow machine the save's wait may end before Send is pressed) is the one the send names.
 */
function expectNoDraftLeft() {
  const order = calls.map((call) => call.what)
  expect(order.at(-1)).toBe('send')
  expect(order.filter((what) => what === 'send')).toHaveLength(1)
  const created = order.filter((what) => what === 'create draft').length
  expect(created).toBeLessThanOrEqual(1)
  expect(calls.at(-1)!.body!.draftId).toBe(created ? 41 : undefined)
}

async function openCompose(onClose: () => void) {
  await renderWithProviders(
    <EmailCompose
      initial={{ ...EMPTY_DRAFT, to: [{ email: 'buyer@customer.example', name: '' }] }}
      onClose={onClose}
    />,
    { session: { userAbilityRules: [{ action: 'manage', subject: 'all' }] } },
  )
  return screen.findByRole('dialog', { name: 'New message' }, { timeout: 10_000 })
}

describe('EmailCompose', { timeout: 30_000 }, () => {
  it('sending right after attaching a file leaves no draft behind', async () => {
    // The server takes its time (the mail, then the refreshed lists): longer than the save's wait.
    sendDelayMs = 2000
    const onClose = vi.fn()
    const dialog = await openCompose(onClose)
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'The counts' },
    })
    const file = new File(['Pallets: 14\nBoxes: 320\n'], 'notes.txt', { type: 'text/plain' })
    fireEvent.change(within(dialog).getByLabelText('Attach files', { selector: 'input' }), {
      target: { files: [file] },
    })
    expect(await within(dialog).findByText('notes.txt (23b)')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 })
    // Longer than the save's wait after the last change.
    await later(1600)
    expectNoDraftLeft()
    expect(calls.at(-1)!.body).toMatchObject({ subject: 'The counts', attachmentIds: [UPLOAD.id] })
  })

  it('a save under way when Send is pressed gives the send its draft id', async () => {
    draftDelayMs = 800
    const onClose = vi.fn()
    const dialog = await openCompose(onClose)
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Half written' },
    })
    await waitFor(() => expect(calls.map((call) => call.what)).toEqual(['create draft']), { timeout: 3000 })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 })
    expect(calls.map((call) => call.what)).toEqual(['create draft', 'send'])
    expectNoDraftLeft()
    expect(calls[1]!.body).toMatchObject({ subject: 'Half written', draftId: 41 })
  })
})
