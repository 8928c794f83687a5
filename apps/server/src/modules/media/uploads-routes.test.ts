import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '@aurum/shared'
import { useTestAppWithLogins } from '../../test/test-app.js'
import { sniffImageType } from './uploads-service.js'

const { api, tokens } = useTestAppWithLogins()

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')])

function upload(
  file: { bytes: Uint8Array; type: string; name?: string } | null,
  token: string | null = tokens.admin,
  field = 'file',
) {
  const form = new FormData()
  if (file) form.append(field, new Blob([file.bytes], { type: file.type }), file.name ?? 'picture.png')
  else form.append('other', 'text')
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  return api.app.request('/api/media/uploads', { method: 'POST', body: form, headers })
}

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes, and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png')
    expect(sniffImageType(JPEG)).toBe('image/jpeg')
    expect(sniffImageType(GIF)).toBe('image/gif')
    expect(sniffImageType(WEBP)).toBe('image/webp')
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull()
    expect(sniffImageType(new Uint8Array())).toBeNull()
  })
})

describe('POST /api/media/uploads', () => {
  it('needs a login (401) but no particular ability: the client role may upload (its avatar)', async () => {
    expect((await upload({ bytes: PNG, type: 'image/png' }, null)).status).toBe(401)
    expect((await upload({ bytes: PNG, type: 'image/png' }, tokens.client)).status).toBe(201)
  })

  it('stores an image (201 { id, url }) that GET serves publicly with safe caching headers', async () => {
    const answer = await upload({ bytes: PNG, type: 'image/png' })
    expect(answer.status).toBe(201)
    const body = (await answer.json()) as { id: string; url: string }
    expect(body.url).toBe(`/api/media/uploads/${body.id}`)
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const served = await api.app.request(body.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toContain('immutable')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('serves the type the content has, not the one declared', async () => {
    const answer = await upload({ bytes: JPEG, type: 'image/png', name: 'photo.png' })
    const { url } = (await answer.json()) as { url: string }
    expect((await api.app.request(url)).headers.get('content-type')).toBe('image/jpeg')
  })

  it.each([
    [
      'an SVG (may carry script)',
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: 'image/svg+xml',
      },
    ],
    ['text declared as PNG', { bytes: Buffer.from('just some text, not a picture'), type: 'image/png' }],
    [
      'HTML declared as GIF',
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/gif' },
    ],
    ['an empty file', { bytes: new Uint8Array(), type: 'image/png' }],
    [
      'a file just over 2 MB',
      { bytes: Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]), type: 'image/png' },
    ],
  ])('answers 400 errors.file for %s', async (_, file) => {
    const answer = await upload(file)
    expect(answer.status).toBe(400)
    expect(Object.keys(((await answer.json()) as { errors: object }).errors)).toEqual(['file'])
  })

  it('answers 400 without a file field, or for a body that is not multipart', async () => {
    expect((await upload(null)).status).toBe(400)
    expect((await upload({ bytes: PNG, type: 'image/png' }, tokens.admin, 'image')).status).toBe(400)
    const json = await api.request('/api/media/uploads', {
      method: 'POST',
      token: tokens.admin,
      body: { file: 'x' },
    })
    expect(json.status).toBe(400)
    expect(json.json.errors.file).toBeDefined()
    const broken = await api.app.request('/api/media/uploads', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        'content-type': 'multipart/form-data; boundary=zzz',
      },
      body: 'not a multipart body',
    })
    expect(broken.status).toBe(400)
  })

  it('refuses a request body far over the limit with 413 before reading it all', async () => {
    const answer = await upload({
      bytes: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]),
      type: 'image/png',
    })
    expect(answer.status).toBe(413)
    const streamed = await api.app.request('/api/media/uploads', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        'content-type': 'multipart/form-data; boundary=zzz',
      },
      body: new ReadableStream({
        pull(controller) {
          controller.enqueue(new Uint8Array(512 * 1024))
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
  })
})

describe('GET /api/media/uploads/:id', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api.app.request('/api/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
    expect((await api.app.request('/api/media/uploads/short')).status).toBe(400)
    expect((await api.app.request('/api/media/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(400)
  })
})

describe('images of products', () => {
  const product = (image: string | null) => ({
    productName: 'Pictured Vase',
    productBrand: 'Clay',
    category: 'Home Decor',
    sku: `VASE-${Math.random().toString(36).slice(2, 8)}`,
    price: 25,
    qty: 3,
    stock: true,
    status: 'Published',
    description: '',
    tags: [],
    image,
  })

  it('accept an uploaded image, a generated tile, or none; refuse an upload that does not exist', async () => {
    const { url } = (await (await upload({ bytes: GIF, type: 'image/gif' })).json()) as { url: string }
    const created = await api.request('/api/apps/ecommerce/products', {
      method: 'POST',
      token: tokens.admin,
      body: product(url),
    })
    expect(created.status).toBe(201)
    expect(created.json.image).toBe(url)
    for (const image of ['/api/media/image/product/Vase.svg', null]) {
      expect(
        (
          await api.request('/api/apps/ecommerce/products', {
            method: 'POST',
            token: tokens.admin,
            body: product(image),
          })
        ).status,
      ).toBe(201)
    }
    const ghost = await api.request('/api/apps/ecommerce/products', {
      method: 'POST',
      token: tokens.admin,
      body: product('/api/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA'),
    })
    expect(ghost.status).toBe(400)
    expect(ghost.json.errors).toEqual({ image: ['Upload the image again'] })
  })
})
