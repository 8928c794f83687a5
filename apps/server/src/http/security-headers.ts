// Security headers on every answer (issue 11): a Content-Security-Policy that admits only Aurum's
// own origin and forbids framing, plus nosniff, a referrer policy and the legacy frame refusal.
// Issue 32 adds what a deployment behind TLS needs: HSTS when PUBLIC_URL is https, a
// Permissions-Policy that turns off the device features Aurum never asks for, and a
// Cross-Origin-Opener-Policy that keeps other windows from scripting Aurum's.
import type { MiddlewareHandler } from 'hono'

const CSP_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  // No 'unsafe-inline', 'unsafe-eval', hashes or nonces: every script is a same-origin file (the
  // web app's first-paint code is /boot.js, the API reference's is /api/docs/docs.js).
  'script-src': "'self'",
  // MUI's styling engine (Emotion) inserts <style> elements at run time, and MUI and its
  // libraries set style attributes; neither can carry a nonce in a prebuilt static app, so inline
  // styles stay allowed. Styles cannot run code, so scripts stay locked to the origin.
  'style-src': "'self' 'unsafe-inline'",
  // data: and blob: for pictures a page builds in the browser; never another origin's images.
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  // 'self' also covers ws:/wss: on the same host and port (CSP Level 3), so the realtime socket at
  // /api/realtime needs no origin written here, which a static header could not know anyway.
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  // Otherwise another origin could frame the app logged in (click-jacking); X-Frame-Options below
  // says the same to browsers that predate frame-ancestors.
  'frame-ancestors': "'none'",
}

/**
 * The policy; `imageOrigins` are other origins whose images a page may show (the fleet map's tile
 * server when MAP_TILE_URL names one). Only images: scripts and connections stay on the origin.
 */
function contentSecurityPolicy(imageOrigins: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([directive, value]) =>
      directive === 'img-src' && imageOrigins.length
        ? `${directive} ${value} ${imageOrigins.join(' ')}`
        : `${directive} ${value}`,
    )
    .join('; ')
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Aurum uses no camera, microphone or location (the fleet map shows where vehicles are, not
  // the reader), so a script that found its way in cannot ask for them either. Payment and USB
  // likewise: checkout takes card fields, not the Payment Request API.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // A window Aurum opens (an invoice, a link in a mail) or that opened Aurum cannot reach its
  // window object: no tabnabbing, no cross-window access to the signed-in app.
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/**
 * Browsers keep using https for a year once they have seen this over https. Only sent when the
 * public address is https: over plain http (a local `npm start`) browsers ignore it anyway, and a
 * deployment that is reached over http must not be told to refuse itself.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/**
 * Sets the headers once the rest of the chain has answered, so they land on every response:
 * handlers, static files, and what `app.onError` and `app.notFound` return (Hono hands those to
 * the middleware's `next()` as its response too). Mount it first. A header a route set itself is
 * kept: uploaded images carry a stricter policy of their own (default-src 'none').
 */
export function securityHeaders({
  imageOrigins = [],
  publicUrl,
}: {
  imageOrigins?: readonly string[]
  /** The address users reach Aurum at (PUBLIC_URL): https turns on Strict-Transport-Security. */
  publicUrl?: string
} = {}): MiddlewareHandler {
  const headers: Record<string, string> = { ...SECURITY_HEADERS }
  if (imageOrigins.length) headers['Content-Security-Policy'] = contentSecurityPolicy(imageOrigins)
  if (publicUrl?.startsWith('https://')) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY
  return async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  }
}
