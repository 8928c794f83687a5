// Reads a request body without ever holding more than a limit of it: a declared Content-Length
// above the limit is refused before any byte is read, and a chunked body is counted as it
// streams and refused as soon as it passes the limit (413).
import type { Context } from 'hono'
import { COMMON_MESSAGES, sizeLimitParams } from '@aurum/shared'
import { ApiProblem, messageBody, type Reason } from './errors.js'

/** The cap of every JSON body; uploads declare their own. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024

/** The 413: by default `common.bodyTooLarge` with the limit, e.g. `{ limit: '1 MB', limitBytes: 1048576 }`; an upload names its own. */
function bodyTooLarge(limit: number, reason?: Reason): ApiProblem {
  const { code, params } =
    typeof reason === 'object'
      ? reason
      : { code: reason ?? COMMON_MESSAGES.bodyTooLarge, params: sizeLimitParams(limit) }
  return new ApiProblem(413, messageBody(code, params))
}

/** 413 when the request declares a body longer than `limit`. */
export function assertDeclaredLengthWithin(c: Context, limit: number, reason?: Reason): void {
  const declared = Number(c.req.header('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limit) throw bodyTooLarge(limit, reason)
}

export async function readBodyWithin(c: Context, limit: number, reason?: Reason): Promise<Uint8Array> {
  assertDeclaredLengthWithin(c, limit, reason)
  const stream = c.req.raw.body
  if (!stream) return new Uint8Array()
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > limit) {
      await reader.cancel()
      throw bodyTooLarge(limit, reason)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(received)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
