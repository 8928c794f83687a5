import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { staticSpa } from './static-spa.js'

const script = `console.log(${JSON.stringify('aurum '.repeat(200))})`
let app: Hono

beforeAll(() => {
  const dist = mkdtempSync(path.join(tmpdir(), 'aurum-spa-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Aurum</title>')
  writeFileSync(path.join(dist, 'assets', 'entry-abc.js'), script)
  writeFileSync(path.join(dist, 'assets', 'font.woff2'), Buffer.from([0, 1, 2, 3]))
  app = new Hono()
  app.use('*', staticSpa(dist))
})

const get = (url: string, acceptEncoding?: string) =>
  app.request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('staticSpa', () => {
  it('gzips text assets for clients that accept it, and caches hashed assets for a year', async () => {
    const answer = await get('/assets/entry-abc.js', 'gzip, deflate, br')
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

  it('answers index.html for app routes and paths outside the folder, 400 for a malformed path', async () => {
    expect(await (await get('/dashboards/crm')).text()).toContain('<title>Aurum</title>')
    expect(await (await get('/../../etc/passwd')).text()).toContain('<title>Aurum</title>')
    expect((await get('/%E0%A4%A')).status).toBe(400)
  })
})
