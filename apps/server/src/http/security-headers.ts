// Security headers on every answer (issue 11): a Content-Security-Policy that admits only Aurum's
// own origin and forbids framing, plus nosniff, a referrer policy and the legacy frame refusal.
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
export function contentSecurityPolicy(imageOrigins: readonly string[] = []): string {
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
}

/**
 * Sets the headers once the rest of the chain has answered, so they land on every response:
 * handlers, static files, and what `app.onError` and `app.notFound` return (Hono hands those to
 * the middleware's `next()` as its response too). Mount it first. A header a route set itself is
 * kept: uploaded images carry a stricter policy of their own (default-src 'none').
 */
export function securityHeaders(imageOrigins: readonly string[] = []): MiddlewareHandler {
  const headers = imageOrigins.length
    ? { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(imageOrigins) }
    : SECURITY_HEADERS
  return async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  }
}
