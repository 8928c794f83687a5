import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { clearSession } from './session'
import { IMAGE_UPLOAD_LIMITS, fileLimitIssue, uploadWithProgress } from './xhr-upload'

/** A stand-in XMLHttpRequest that the test drives: progress, answer, network failure. */
class FakeRequest {
  static last: FakeRequest | undefined
  readonly upload = new EventTarget()
  private readonly events = new EventTarget()
  readonly headers: Record<string, string> = {}
  method = ''
  url = ''
  body: FormData | undefined
  status = 0
  responseText = ''
  aborted = false

  constructor() {
    FakeRequest.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener)
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.events.dispatchEvent(new Event('abort'))
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }))
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.events.dispatchEvent(new Event('load'))
  }
  fail() {
    this.events.dispatchEvent(new Event('error'))
  }
}

vi.mock('./session', () => ({
  getSession: () => ({ accessToken: 'token-1', userData: null, userAbilityRules: [] }),
  clearSession: vi.fn(),
}))

const png = () => new File([new Uint8Array(300)], 'dot.png', { type: 'image/png' })

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.mocked(clearSession).mockClear()
})

describe('uploadWithProgress', () => {
  it('sends the file in the multipart field, reports progress and answers the body', async () => {
    const seen: number[] = []
    const done = uploadWithProgress('/api/media/uploads', png(), {
      onProgress: ({ loaded, total }) => seen.push(loaded / total),
    })
    const request = FakeRequest.last!
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/media/uploads')
    expect(request.headers.Authorization).toBe('Bearer token-1')
    expect((request.body!.get('file') as File).name).toBe('dot.png')
    request.progress(100, 400)
    request.progress(400, 400)
    request.answer(201, { id: 'abc', url: '/api/media/uploads/abc' })
    await expect(done).resolves.toEqual({ id: 'abc', url: '/api/media/uploads/abc' })
    expect(seen.slice(0, 2)).toEqual([0.25, 1])
    expect(seen.at(-1)).toBe(1)
  })

  it('cancels through the signal with an AbortError', async () => {
    const controller = new AbortController()
    const done = uploadWithProgress('/api/media/uploads', png(), { signal: controller.signal })
    controller.abort()
    expect(FakeRequest.last!.aborted).toBe(true)
    await expect(done).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('does not send at all when the signal is already aborted', async () => {
    FakeRequest.last = undefined
    const controller = new AbortController()
    controller.abort()
    await expect(
      uploadWithProgress('/api/media/uploads', png(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    expect(FakeRequest.last).toBeUndefined()
  })

  it('turns a refusal into an ApiError carrying the answer code', async () => {
    const done = uploadWithProgress('/api/media/uploads', png())
    FakeRequest.last!.answer(413, {
      message: 'The file is larger than 2 MB',
      code: 'common.uploadTooLarge',
      params: { limit: '2 MB' },
    })
    const failure = await done.catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(413)
    expect((failure as ApiError).issue).toEqual({ code: 'common.uploadTooLarge', params: { limit: '2 MB' } })
  })

  it('turns a 400 naming the file field into its issue', async () => {
    const done = uploadWithProgress('/api/media/uploads', png())
    FakeRequest.last!.answer(400, {
      errors: { file: ['Only PNG, JPEG, WebP and GIF images are accepted'] },
      codes: { file: [{ code: 'common.uploadType' }] },
    })
    await expect(done).rejects.toMatchObject({ status: 400, issue: { code: 'common.uploadType' } })
  })

  it('ends the session on a 401', async () => {
    const done = uploadWithProgress('/api/media/uploads', png())
    FakeRequest.last!.answer(401, {
      message: 'Authentication required',
      code: 'common.authenticationRequired',
    })
    await expect(done).rejects.toMatchObject({ status: 401 })
    expect(clearSession).toHaveBeenCalledOnce()
  })

  it('fails without a code when no answer comes', async () => {
    const done = uploadWithProgress('/api/media/uploads', png())
    FakeRequest.last!.fail()
    await expect(done).rejects.toMatchObject({ status: 0, issue: undefined })
  })
})

describe('fileLimitIssue', () => {
  it('accepts an image within the limits', () => {
    expect(fileLimitIssue({ type: 'image/png', size: 1024 }, IMAGE_UPLOAD_LIMITS)).toBeUndefined()
  })

  it('refuses another type with the server code', () => {
    expect(fileLimitIssue({ type: 'application/pdf', size: 1024 }, IMAGE_UPLOAD_LIMITS)).toEqual({
      code: 'common.uploadType',
    })
  })

  it('refuses a file over the size limit, naming the limit', () => {
    expect(fileLimitIssue({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 }, IMAGE_UPLOAD_LIMITS)).toEqual({
      code: 'common.uploadTooLarge',
      params: { limit: '2 MB', limitBytes: 2 * 1024 * 1024 },
    })
    expect(fileLimitIssue({ type: 'image/jpeg', size: 2 * 1024 * 1024 }, IMAGE_UPLOAD_LIMITS)).toBeUndefined()
  })

  it('refuses an empty file', () => {
    expect(fileLimitIssue({ type: 'image/gif', size: 0 }, IMAGE_UPLOAD_LIMITS)).toEqual({
      code: 'common.uploadEmpty',
    })
  })

  it('matches type families and accepts any type without a list', () => {
    expect(
      fileLimitIssue({ type: 'image/avif', size: 5 }, { types: ['image/*'], maxBytes: 10 }),
    ).toBeUndefined()
    expect(fileLimitIssue({ type: 'text/plain', size: 5 }, { types: ['image/*'], maxBytes: 10 })).toEqual({
      code: 'common.uploadType',
    })
    expect(fileLimitIssue({ type: '', size: 5 }, { maxBytes: 10 })).toBeUndefined()
  })
})
