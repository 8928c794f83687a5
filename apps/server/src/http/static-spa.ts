// Serves the built single-page app: files from its dist folder, index.html for every other path
// (history fallback), hashed assets cached for a year.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
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

export function staticSpa(distDir: string): MiddlewareHandler {
  const root = path.resolve(distDir)
  const indexPath = path.join(root, 'index.html')
  const hasIndex = existsSync(indexPath)
  const fallbackHtml = hasIndex
    ? readFileSync(indexPath, 'utf8')
    : '<!doctype html><title>Aurum</title><p>The web app is not built. Run <code>npm run build</code>.</p>'

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const requestPath = decodeURIComponent(new URL(c.req.url).pathname)
    const filePath = path.join(root, path.normalize(requestPath))
    if (filePath.startsWith(root + path.sep) && existsSync(filePath) && statSync(filePath).isFile()) {
      const extension = path.extname(filePath)
      c.header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      c.header('Cache-Control', requestPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      return c.body(await readFile(filePath))
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(fallbackHtml)
  }
}
