import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { linkHeaderFor, pickEncoding, staticSpa } from './static-spa.js'

const script = `console.log(${JSON.stringify('aurum '.repeat(200))})`
// As the build writes it: the entry, the chunks it imports, the first font, a stylesheet.
const INDEX_HTML = `<!doctype html><html><head><title>Aurum</title>
<script src="/boot.js"></script>
<script type="module" crossorigin src="/assets/entry-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
<link rel="stylesheet" crossorigin href="/assets/vendor-ghi.css">
<link rel="preload" href="/assets/inter-latin-400-normal-jkl.woff2" as="font" type="font/woff2" crossorigin="">
</head><body><div id="root"></div></body></html>`
let app: Hono

beforeAll(() => {
  const dist = mkdtempSync(path.join(tmpdir(), 'aurum-spa-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML)
  writeFileSync(path.join(dist, 'assets', 'entry-abc.js'), script)
  writeFileSync(path.join(dist, 'assets', 'font.woff2'), Buffer.from([0, 1, 2, 3]))
  app = new Hono()
  app.use('*', staticSpa(dist))
})

const get = (url: string, acceptEncoding?: string) =>
  app.request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('staticSpa', () => {
  it('gzips text assets for clients that accept it, and caches hashed assets for a year', async () => {
    const answer = await get('/assets/entry-abc.js', 'gzip, deflate')
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(answer.headers.get('vary')).toBe('Accept-Encoding')
    expect(answer.headers.get('cache-control')).toContain('immutable')
    const body = Buffer.from(await answer.arrayBuffer())
    expect(body.length).toBeLessThan(script.length / 4)
    expect(gunzipSync(body).toString()).toBe(script)
  })

  it('sends the plain file when gzip is not accepted or refused with q=0', async () => {
    for (const header of [undefined, 'identity', 'gzip;q=0, identity']) {
      const answer = await get('/assets/entry-abc.js', header)
      expect(answer.headers.get('content-encoding')).toBeNull()
      expect(await answer.text()).toBe(script)
    }
  })

  it('leaves already compressed files alone', async () => {
    const answer = await get('/assets/font.woff2', 'gzip')
    expect(answer.headers.get('content-encoding')).toBeNull()
    expect(answer.headers.get('content-type')).toBe('font/woff2')
  })

  it('answers Brotli to a client that accepts it, smaller than gzip', async () => {
    const brotli = await get('/assets/entry-abc.js', 'gzip, deflate, br, zstd')
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding')
    const body = Buffer.from(await brotli.arrayBuffer())
    expect(brotliDecompressSync(body).toString()).toBe(script)
    const gzipped = Buffer.from(await (await get('/assets/entry-abc.js', 'gzip')).arrayBuffer())
    expect(body.length).toBeLessThan(gzipped.length)
  })

  it('chooses the encoding by the q-values of Accept-Encoding', async () => {
    const cases: [string, string | null][] = [
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0.8, br;q=0.9', 'br'],
      ['br, gzip;q=0', 'br'],
      ['br;q=0, gzip;q=0.1', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0.5, *;q=0.1', 'gzip'],
      ['br;q=0, gzip;q=0, *', null],
    ]
    for (const [header, encoding] of cases) {
      const answer = await get('/assets/entry-abc.js', header)
      expect([header, answer.headers.get('content-encoding')]).toEqual([header, encoding])
    }
  })

  it('answers 304 to a client that holds the file (ETag), whatever the encoding', async () => {
    const first = await get('/assets/entry-abc.js', 'br')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await app.request('/assets/entry-abc.js', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag! },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('has index.html revalidated, and names its entry, modules and first font in a Link header', async () => {
    for (const url of ['/', '/dashboards/crm', '/index.html']) {
      const answer = await get(url, 'br')
      expect(answer.headers.get('cache-control')).toBe('no-cache')
      expect(answer.headers.get('content-type')).toContain('text/html')
      expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(INDEX_HTML)
      expect(answer.headers.get('link')).toBe(
        [
          '</assets/entry-abc.js>; rel=modulepreload; crossorigin',
          '</assets/vendor-def.js>; rel=modulepreload; crossorigin',
          '</assets/inter-latin-400-normal-jkl.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
        ].join(', '),
      )
    }
    const etag = (await get('/apps/user/list')).headers.get('etag')!
    const again = await app.request('/apps/user/list', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('answers index.html for app routes and paths outside the folder, 400 for a malformed path', async () => {
    expect(await (await get('/dashboards/crm')).text()).toContain('<title>Aurum</title>')
    expect(await (await get('/../../etc/passwd')).text()).toContain('<title>Aurum</title>')
    expect((await get('/%E0%A4%A')).status).toBe(400)
  })
})

describe('pickEncoding', () => {
  it('prefers Brotli on a tie and answers identity when nothing is accepted', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding(undefined)).toBe('identity')
    expect(pickEncoding('identity')).toBe('identity')
    expect(pickEncoding('deflate')).toBe('identity')
    expect(pickEncoding('GZIP;Q=1, BR;Q=0.2')).toBe('gzip')
  })
})

describe('linkHeaderFor', () => {
  it('is empty for a page that preloads nothing', () => {
    expect(linkHeaderFor('<!doctype html><title>Aurum</title><script src="/boot.js"></script>')).toBeNull()
  })
})
