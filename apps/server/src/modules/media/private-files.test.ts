// Private files (issue 32): the attachments of mail, chat and cards and the PDFs of sent invoices
// reach only users who may see the message, card or invoice; public images stay public and cached;
// an avatar is one of the user's own image uploads. Each attack is tried as an outsider would.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  type RealtimeEvent,
  chatThreadSchema,
  emailListResponseSchema,
  emailSchema,
  kanbanItemSchema,
} from '@aurum/shared'
import { mailOutbox, uploads, users } from '../../db/schema/index.js'
import { addSignedInUser, useTestAppWithLogins } from '../../test/test-app.js'
import { FILE_URL_LIFETIME_SECONDS, FILE_URL_STEP_SECONDS } from './file-urls.js'

/** Receives the admin's mail and chat; may read the boards like every team member. */
let readerToken: string
let readerId: number
/** Another user with the same role as the reader, to whom nothing was sent. */
let outsiderToken: string
let adminId: number

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const createUser = (name: string, email: string) =>
  addSignedInUser(signedIn, {
    fullName: name,
    username: email.split('@')[0]!.replace(/\W/g, ''),
    email,
    password: 'a-long-password',
    country: 'ES',
    contact: '+34 600 000 000',
  })

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

beforeAll(async () => {
  adminId = (await api.request('/api/auth/me', { token: tokens.admin })).json.userData.id
  ;({ id: readerId, token: readerToken } = await createUser('Rita Reader', 'rita.reader@aurum.example'))
  ;({ token: outsiderToken } = await createUser('Oscar Outsider', 'oscar.outsider@aurum.example'))
})
afterEach(() => {
  vi.useRealTimers()
})

async function postFile(
  path: string,
  token: string | null,
  file: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData()
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name)
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  const answer = await api.app.request(path, { method: 'POST', body: form, headers })
  return { status: answer.status, json: (await answer.json()) as { id: string; url: string } }
}

const text = (words: string, name = 'notes.txt') => ({ bytes: Buffer.from(words), name, type: 'text/plain' })

/** GET of a file's address, with a token when given (a browser's <img> or <a> sends none). */
async function fetchFile(url: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  return api.app.request(url, { headers })
}

const plainUrl = (uploadId: string) => `/api/media/uploads/${uploadId}`

/** Every way an outsider could ask for the file without its reader's signature: none gets it. */
async function expectRefusedToOutsiders(uploadId: string) {
  for (const token of [undefined, outsiderToken, tokens.client, tokens.admin]) {
    const answer = await fetchFile(plainUrl(uploadId), token)
    expect(answer.status).toBe(404)
    expect((await answer.arrayBuffer()).byteLength).toBe(0)
  }
}

/** The same address with one query parameter changed. */
function withParam(url: string, key: string, value: string) {
  const parsed = new URL(url, 'http://aurum.test')
  parsed.searchParams.set(key, value)
  return `${parsed.pathname}${parsed.search}`
}

/** A signed address is served to a browser (no token), privately cached until it expires. */
async function expectServed(url: string, body: string) {
  const answer = await fetchFile(url)
  expect(answer.status).toBe(200)
  const cacheControl = answer.headers.get('cache-control') ?? ''
  expect(cacheControl).toMatch(/^private, max-age=\d+$/)
  expect(cacheControl).not.toContain('public')
  const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)![1])
  expect(maxAge).toBeGreaterThan(FILE_URL_LIFETIME_SECONDS - 60)
  expect(maxAge).toBeLessThanOrEqual(FILE_URL_LIFETIME_SECONDS + FILE_URL_STEP_SECONDS)
  expect(await answer.text()).toBe(body)
}

describe('email attachments', () => {
  it('reach the sender and the recipient through their signed addresses, and nobody else', async () => {
    const uploaded = await postFile('/api/media/attachments', tokens.admin, text('payroll: confidential'))
    expect(uploaded.status).toBe(201)
    const uploadId = uploaded.json.id
    // The uploader's own answer is signed for them; the bare address serves nobody.
    expect(uploaded.json.url).toContain(`u=${adminId}`)
    await expectServed(uploaded.json.url, 'payroll: confidential')
    await expectRefusedToOutsiders(uploadId)

    const sent = await api.request('/api/apps/email/send', {
      method: 'POST',
      token: tokens.admin,
      body: {
        to: [{ email: 'rita.reader@aurum.example', name: 'Rita' }],
        subject: 'Payroll',
        message: '<p>Attached.</p>',
        attachmentIds: [uploadId],
      },
    })
    expect(sent.status).toBe(201)
    const sentFile = emailSchema.parse(sent.json).attachments[0]!
    expect(sentFile.uploadId).toBe(uploadId)
    await expectServed(sentFile.url, 'payroll: confidential')

    // The recipient's inbox answers the file signed for her.
    const inbox = emailListResponseSchema.parse(
      (await api.request('/api/apps/email?q=Payroll', { token: readerToken })).json,
    )
    const received = inbox.emails.find((email) => email.subject === 'Payroll')!
    const file = received.attachments[0]!
    expect(file.url).toContain(`u=${readerId}`)
    await expectServed(file.url, 'payroll: confidential')
    const opened = emailSchema.parse(
      (await api.request(`/api/apps/email/${received.id}`, { token: readerToken })).json,
    )
    await expectServed(opened.attachments[0]!.url, 'payroll: confidential')

    // The outsider's mailbox has no such message, and theirs is not a way into hers.
    const theirs = emailListResponseSchema.parse(
      (await api.request('/api/apps/email?q=Payroll', { token: outsiderToken })).json,
    )
    expect(theirs.emails).toEqual([])
    expect((await api.request(`/api/apps/email/${received.id}`, { token: outsiderToken })).status).toBe(404)
    expect((await api.request('/api/apps/email', { token: tokens.client })).status).toBe(403)
    expect((await api.request('/api/apps/email')).status).toBe(401)
    await expectRefusedToOutsiders(uploadId)
  })
})

describe('chat attachments', () => {
  it('reach both sides of the chat through addresses signed for each, and nobody else', async () => {
    const uploaded = await postFile('/api/media/chat-attachments', tokens.admin, text('door code 4711'))
    expect(uploaded.status).toBe(201)
    const uploadId = uploaded.json.id
    await expectRefusedToOutsiders(uploadId)
    // What the reader's open socket receives (pushed through the hub, through PostgreSQL's NOTIFY).
    const pushed: RealtimeEvent[] = []
    await api.hub.start()
    const disconnect = api.hub.connect(readerId, {
      send: (event) => pushed.push(event),
      revalidate: () => undefined,
    })
    const sent = await api.request(`/api/apps/chat/chats/${readerId}`, {
      method: 'POST',
      token: tokens.admin,
      body: { attachmentId: uploadId },
    })
    expect(sent.status).toBe(201)
    expect(sent.json.msg.attachment.url).toContain(`u=${adminId}`)
    await expectServed(sent.json.msg.attachment.url, 'door code 4711')

    let pushedUrl = ''
    try {
      await vi.waitFor(
        () => {
          const event = pushed.find((entry) => entry.type === 'chat.message')
          pushedUrl = event?.type === 'chat.message' ? (event.message.attachment?.url ?? '') : ''
          expect(pushedUrl).toContain(`u=${readerId}`)
        },
        { timeout: 20_000, interval: 50 },
      )
    } finally {
      disconnect()
      await api.hub.stop()
    }
    await expectServed(pushedUrl, 'door code 4711')

    const thread = chatThreadSchema.parse(
      (await api.request(`/api/apps/chat/chats/${adminId}`, { token: readerToken })).json,
    )
    const received = thread.chat!.messages.at(-1)!.attachment!
    expect(received.url).toContain(`u=${readerId}`)
    await expectServed(received.url, 'door code 4711')

    // The outsider's chat with the admin holds nothing of it; the client role has no chat.
    const outsiderThread = chatThreadSchema.parse(
      (await api.request(`/api/apps/chat/chats/${adminId}`, { token: outsiderToken })).json,
    )
    expect(JSON.stringify(outsiderThread)).not.toContain(uploadId)
    expect((await api.request(`/api/apps/chat/chats/${adminId}`, { token: tokens.client })).status).toBe(403)
    await expectRefusedToOutsiders(uploadId)
  })
})

describe('kanban attachments', () => {
  it('are downloaded only through the boards, with a token that may read them', async () => {
    const uploaded = await postFile('/api/apps/kanban/uploads', tokens.admin, text('supplier prices'))
    expect(uploaded.status).toBe(201)
    const uploadId = uploaded.json.id
    const state = (await api.request('/api/apps/kanban', { token: tokens.admin })).json
    const added = await api.request('/api/apps/kanban/item/add', {
      method: 'POST',
      token: tokens.admin,
      body: { itemTitle: 'Private card file', boardId: state.boards[0].id },
    })
    const item = kanbanItemSchema.parse(added.json)
    const attached = await api.request(`/api/apps/kanban/item/${item.id}/attachments`, {
      method: 'POST',
      token: tokens.admin,
      body: { uploadIds: [uploadId] },
    })
    expect(attached.status).toBe(201)
    const fileUrl = kanbanItemSchema.parse(attached.json).files[0]!.url
    // The team reads the boards: another member downloads it with their token.
    for (const token of [tokens.admin, readerToken]) {
      const answer = await fetchFile(fileUrl, token)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      expect(await answer.text()).toBe('supplier prices')
    }
    expect((await fetchFile(fileUrl)).status).toBe(401)
    expect((await fetchFile(fileUrl, tokens.client)).status).toBe(403)
    // Not through the media store's address, which used to serve it to anyone.
    await expectRefusedToOutsiders(uploadId)
  })
})

describe('invoice files', () => {
  it('the PDF stored for a sent invoice is not served by its upload address; the invoice PDF needs the ability', async () => {
    const sent = await api.request('/api/apps/invoice/4987/send', {
      method: 'POST',
      token: tokens.admin,
      body: { to: 'buyer@example.com' },
    })
    expect(sent.status).toBe(200)
    const queued = await api.db.select({ attachments: mailOutbox.attachments }).from(mailOutbox)
    const uploadId = queued
      .flatMap((row) => row.attachments)
      .find((file) => file.fileName === 'invoice-4987.pdf')!.uploadId
    const [stored] = await api.db.select({ kind: uploads.kind }).from(uploads).where(eq(uploads.id, uploadId))
    expect(stored?.kind).toBe('attachment')
    await expectRefusedToOutsiders(uploadId)

    const allowed = await fetchFile('/api/apps/invoice/4987/pdf?lang=en', tokens.admin)
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('content-type')).toBe('application/pdf')
    expect((await fetchFile('/api/apps/invoice/4987/pdf?lang=en', tokens.client)).status).toBe(403)
    expect((await fetchFile('/api/apps/invoice/4987/pdf?lang=en')).status).toBe(401)
  })
})

describe('signed addresses', () => {
  async function signedAttachment() {
    const uploaded = await postFile('/api/media/attachments', tokens.admin, text('signed only'))
    expect(uploaded.status).toBe(201)
    return uploaded.json
  }

  it('refuse a changed signature, viewer, expiry or file, and a missing part', async () => {
    const { url } = await signedAttachment()
    const other = await signedAttachment()
    await expectServed(url, 'signed only')
    const signature = new URL(url, 'http://aurum.test').searchParams.get('s')!
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`
    const expiry = Number(new URL(url, 'http://aurum.test').searchParams.get('e'))
    const forged = [
      withParam(url, 's', flipped),
      withParam(url, 's', ''),
      withParam(url, 'u', String(readerId)),
      withParam(url, 'e', String(expiry + 365 * 24 * 3600)),
      withParam(url, 'e', 'soon'),
      // The signature of one file opens no other.
      `${plainUrl(other.id)}${new URL(url, 'http://aurum.test').search}`,
      url.replace(/&s=[^&]+/, ''),
    ]
    for (const address of forged) {
      const answer = await fetchFile(address)
      expect(answer.status, address).toBe(404)
      expect((await answer.arrayBuffer()).byteLength).toBe(0)
    }
  })

  it('expire: a leaked address stops working after its lifetime', async () => {
    const { url } = await signedAttachment()
    await expectServed(url, 'signed only')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (FILE_URL_LIFETIME_SECONDS + FILE_URL_STEP_SECONDS + 1) * 1000)
    expect((await fetchFile(url)).status).toBe(404)
  })

  it('stop working at once when the user they were signed for is suspended', async () => {
    const suspended = await createUser('Sam Suspended', 'sam.suspended@aurum.example')
    const uploaded = await postFile('/api/media/attachments', suspended.token, text('before the suspension'))
    await expectServed(uploaded.json.url, 'before the suspension')
    // As the users admin's "suspend" leaves it (its route is tested with the users module).
    await api.db.update(users).set({ status: 'inactive' }).where(eq(users.id, suspended.id))
    expect((await fetchFile(uploaded.json.url)).status).toBe(404)
  })
})

describe('public images', () => {
  const product = (sku: string, image: string) => ({
    productName: 'Public Vase',
    productBrand: 'Clay',
    category: 'Home Decor',
    sku,
    price: 25,
    qty: 3,
    stock: true,
    status: 'Published',
    description: '',
    tags: [],
    image,
  })

  it('an uploaded product image is served to anyone, cached publicly for good', async () => {
    const uploaded = await postFile('/api/media/uploads', tokens.admin, {
      bytes: PNG,
      name: 'vase.png',
      type: 'image/png',
    })
    expect(uploaded.status).toBe(201)
    expect(uploaded.json.url).toBe(plainUrl(uploaded.json.id))
    const created = await api.request('/api/apps/ecommerce/products', {
      method: 'POST',
      token: tokens.admin,
      body: product('VASE-PUBLIC-1', uploaded.json.url),
    })
    expect(created.status).toBe(201)
    for (const token of [undefined, tokens.client]) {
      const answer = await fetchFile(created.json.image, token)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(Buffer.from(await answer.arrayBuffer()).equals(PNG)).toBe(true)
    }
  })

  it('a product cannot show an attachment (private, never served unsigned): 400 on image', async () => {
    const attachment = await postFile('/api/media/attachments', tokens.admin, {
      bytes: PNG,
      name: 'vase.png',
      type: 'image/png',
    })
    const refused = await api.request('/api/apps/ecommerce/products', {
      method: 'POST',
      token: tokens.admin,
      body: product('VASE-PRIVATE-1', plainUrl(attachment.json.id)),
    })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.json.errors)).toEqual(['image'])
  })
})

describe('avatars', () => {
  const accountBody = (email: string, avatar: string | null) => ({
    fullName: 'Rita Reader',
    email,
    company: 'Aurum',
    contact: '+34 600 000 000',
    country: 'ES',
    language: 'Spanish',
    avatar,
    address: 'Calle Mayor 1',
    state: 'Madrid',
    zipCode: '28013',
    timezone: 'Europe/Madrid',
    currency: 'EUR',
  })
  const setAvatar = (token: string, email: string, avatar: string | null) =>
    api.request('/api/account', { method: 'PUT', token, body: accountBody(email, avatar) })

  it("refuse another user's upload and an attachment (400 on avatar); take one's own image or a generated one", async () => {
    const othersImage = await postFile('/api/media/uploads', outsiderToken, {
      bytes: PNG,
      name: 'me.png',
      type: 'image/png',
    })
    const refused = await setAvatar(readerToken, 'rita.reader@aurum.example', othersImage.json.url)
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.json.errors)).toEqual(['avatar'])

    // An image sent as an attachment is private: it cannot become a picture everyone sees.
    const attachment = await postFile('/api/media/attachments', readerToken, {
      bytes: PNG,
      name: 'me.png',
      type: 'image/png',
    })
    expect(attachment.status).toBe(201)
    const privateImage = await setAvatar(
      readerToken,
      'rita.reader@aurum.example',
      plainUrl(attachment.json.id),
    )
    expect(privateImage.status).toBe(400)
    expect(Object.keys(privateImage.json.errors)).toEqual(['avatar'])

    const own = await postFile('/api/media/uploads', readerToken, {
      bytes: PNG,
      name: 'me.png',
      type: 'image/png',
    })
    const saved = await setAvatar(readerToken, 'rita.reader@aurum.example', own.json.url)
    expect(saved.status).toBe(200)
    expect(saved.json.avatar).toBe(own.json.url)
    const generated = await setAvatar(
      readerToken,
      'rita.reader@aurum.example',
      '/api/media/avatar/Rita%20Reader.svg',
    )
    expect(generated.status).toBe(200)
  })
})
