// Signed addresses of private uploads (attachments of mail, chat, cards, invoices).
//
// Why signed URLs and not a fetch with the token into a blob: the browser loads <img src> and
// <a href download> without the Authorization header (the token lives in localStorage, not in a
// cookie), and a signed address keeps those plain elements working — inline pictures in the chat,
// "open in a new tab", the browser's own download — with no code per place that shows a file.
// The service that answers a message, card or invoice to a user who may read it signs the file's
// address for that user; GET /api/media/uploads/:id serves an attachment only with a valid,
// unexpired signature. The signature is an HMAC-SHA-256, under a key derived from the server's
// secret for this purpose only, over the upload id, the viewer's id and the expiry, so a leaked
// address works for no other file and stops working within FILE_URL_LIFETIME_SECONDS (plus one
// step).
import { createHmac, timingSafeEqual } from 'node:crypto'

/** An address is valid at least this long after it was answered. */
export const FILE_URL_LIFETIME_SECONDS = 60 * 60
/**
 * Expiries are rounded up to this step, so the address of a file stays the same for a while: the
 * browser's cache and React's elements keep it across refetches instead of loading it again.
 */
export const FILE_URL_STEP_SECONDS = 15 * 60

export type FileSignature = { u?: string | undefined; e?: string | undefined; s?: string | undefined }

export type FileUrls = {
  /** The upload's address for this viewer, valid FILE_URL_LIFETIME_SECONDS at least. */
  signedUrl: (uploadId: string, viewerId: number) => string
  /**
   * The viewer the signature was made for, and the seconds it still holds; null when it is
   * missing, malformed, made for another file or under another key, or expired.
   */
  verify: (uploadId: string, signature: FileSignature) => { viewerId: number; secondsLeft: number } | null
}

export function createFileUrls(key: Buffer, now: () => number = () => Date.now()): FileUrls {
  const mac = (uploadId: string, viewerId: number, expiresAt: number) =>
    createHmac('sha256', key).update(`${uploadId}\n${viewerId}\n${expiresAt}`).digest('base64url')

  return {
    signedUrl(uploadId, viewerId) {
      const nowSeconds = Math.floor(now() / 1000)
      const expiresAt =
        Math.ceil((nowSeconds + FILE_URL_LIFETIME_SECONDS) / FILE_URL_STEP_SECONDS) * FILE_URL_STEP_SECONDS
      return `/api/media/uploads/${uploadId}?u=${viewerId}&e=${expiresAt}&s=${mac(uploadId, viewerId, expiresAt)}`
    },
    verify(uploadId, { u, e, s }) {
      if (!u || !e || !s || !/^\d{1,10}$/.test(u) || !/^\d{1,12}$/.test(e)) return null
      const viewerId = Number(u)
      const expiresAt = Number(e)
      // Compared as text: base64url decoding would let other spellings of the same bytes pass.
      const given = Buffer.from(s)
      const expected = Buffer.from(mac(uploadId, viewerId, expiresAt))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      const secondsLeft = expiresAt - Math.floor(now() / 1000)
      return secondsLeft > 0 ? { viewerId, secondsLeft } : null
    },
  }
}
