// Serves the built single-page app: files from its dist folder, index.html for every other path
// (history fallback), hashed assets cached for a year, text files gzipped once and kept in memory.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/** Types worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map'])

function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    return (coding === 'gzip' || coding === '*') && (!quality || Number(quality.slice(2)) > 0)
  })
}

export function staticSpa(distDir: string): MiddlewareHandler {
  const root = path.resolve(distDir)
  const indexPath = path.join(root, 'index.html')
  const hasIndex = existsSync(indexPath)
  const fallbackHtml = hasIndex
    ? readFileSync(indexPath, 'utf8')
    : '<!doctype html><title>Aurum</title><p>The web app is not built. Run <code>npm run build</code>.</p>'

  // The build never changes while the server runs, so each file is compressed once (a few MB).
  const gzipped = new Map<string, Uint8Array<ArrayBuffer>>()

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    let requestPath: string
    try {
      requestPath = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return c.text('Bad request', 400)
    }
    const filePath = path.join(root, path.normalize(requestPath))
    if (filePath.startsWith(root + path.sep) && existsSync(filePath) && statSync(filePath).isFile()) {
      const extension = path.extname(filePath)
      c.header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      c.header('Cache-Control', requestPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      if (!COMPRESSIBLE.has(extension)) return c.body(await readFile(filePath))
      c.header('Vary', 'Accept-Encoding')
      if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(await readFile(filePath))
      let body = gzipped.get(filePath)
      if (!body) {
        body = new Uint8Array(gzipSync(await readFile(filePath), { level: 9 }))
        gzipped.set(filePath, body)
      }
      c.header('Content-Encoding', 'gzip')
      return c.body(body)
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(fallbackHtml)
  }
}
