import { describe, expect, it } from 'vitest'
import { FILE_URL_LIFETIME_SECONDS, FILE_URL_STEP_SECONDS, createFileUrls } from './file-urls.js'

const KEY = Buffer.alloc(32, 7)
const UPLOAD = 'AbCdEfGhIjKlMnOpQrStUvWx'
const T0 = Date.parse('2026-11-28T10:07:00Z')

function partsOf(url: string) {
  const parsed = new URL(url, 'http://aurum.test')
  return {
    path: parsed.pathname,
    u: parsed.searchParams.get('u') ?? undefined,
    e: parsed.searchParams.get('e') ?? undefined,
    s: parsed.searchParams.get('s') ?? undefined,
  }
}

describe('createFileUrls', () => {
  it('signs the upload for a viewer, valid between the lifetime and the lifetime plus one step', () => {
    let now = T0
    const files = createFileUrls(KEY, () => now)
    const { path, ...signature } = partsOf(files.signedUrl(UPLOAD, 42))
    expect(path).toBe(`/api/media/uploads/${UPLOAD}`)
    expect(signature.u).toBe('42')
    const checked = files.verify(UPLOAD, signature)
    expect(checked?.viewerId).toBe(42)
    expect(checked!.secondsLeft).toBeGreaterThanOrEqual(FILE_URL_LIFETIME_SECONDS)
    expect(checked!.secondsLeft).toBeLessThanOrEqual(FILE_URL_LIFETIME_SECONDS + FILE_URL_STEP_SECONDS)
    now = T0 + (checked!.secondsLeft - 1) * 1000
    expect(files.verify(UPLOAD, signature)).not.toBeNull()
    now = T0 + checked!.secondsLeft * 1000
    expect(files.verify(UPLOAD, signature)).toBeNull()
  })

  it('keeps one address within a step, so the browser cache serves it again', () => {
    let now = T0
    const files = createFileUrls(KEY, () => now)
    const first = files.signedUrl(UPLOAD, 1)
    now = T0 + 60_000
    expect(files.signedUrl(UPLOAD, 1)).toBe(first)
    now = T0 + FILE_URL_STEP_SECONDS * 1000
    expect(files.signedUrl(UPLOAD, 1)).not.toBe(first)
  })

  it('refuses another file, another viewer, another key, and malformed or missing parts', () => {
    const files = createFileUrls(KEY, () => T0)
    const { path: _path, ...signature } = partsOf(files.signedUrl(UPLOAD, 42))
    expect(files.verify('ZzZzZzZzZzZzZzZzZzZzZzZz', signature)).toBeNull()
    expect(files.verify(UPLOAD, { ...signature, u: '43' })).toBeNull()
    expect(createFileUrls(Buffer.alloc(32, 8), () => T0).verify(UPLOAD, signature)).toBeNull()
    expect(files.verify(UPLOAD, { ...signature, s: `${signature.s}A` })).toBeNull()
    expect(files.verify(UPLOAD, { ...signature, e: `${signature.e}.5` })).toBeNull()
    expect(files.verify(UPLOAD, { ...signature, u: '-1' })).toBeNull()
    expect(files.verify(UPLOAD, { u: signature.u, e: signature.e })).toBeNull()
    expect(files.verify(UPLOAD, {})).toBeNull()
  })
})
