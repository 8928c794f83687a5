// Serves the built single-page app: files from its dist folder, index.html for every other path
// (history fallback). Hashed assets are cached for a year; index.html and the other unhashed files
// are revalidated (ETag, 304). Text files are compressed once, in Brotli and gzip, and kept in
// memory; each answer takes the encoding the client prefers (Accept-Encoding q-values). The HTML
// names the entry's modules and first font in a Link header too, so they are fetched at once.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

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

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

export type ContentCoding = 'br' | 'gzip' | 'identity'

/**
 * The coding to answer with, by the Accept-Encoding header's q-values (RFC 9110 §12.5.3): the
 * highest-rated of br and gzip, Brotli on a tie (smaller), none when both are refused or absent.
 * `*` rates every coding the header does not name; identity is always acceptable here.
 */
export function pickEncoding(header: string | undefined): ContentCoding {
  const ratings = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!coding) continue
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    const value = quality ? Number(quality.slice(2)) : 1
    ratings.set(coding, Number.isFinite(value) ? value : 0)
  }
  const rating = (coding: string) => ratings.get(coding) ?? ratings.get('*') ?? 0
  const br = rating('br')
  const gz = rating('gzip')
  if (br > 0 && br >= gz) return 'br'
  if (gz > 0) return 'gzip'
  return 'identity'
}

type Variants = {
  identity: Uint8Array<ArrayBuffer>
  gzip?: Uint8Array<ArrayBuffer>
  br?: Uint8Array<ArrayBuffer>
}
type Prepared = Variants & { etag: string }

const asBody = (buffer: Buffer) => new Uint8Array(buffer) as Uint8Array<ArrayBuffer>

/** A file's bytes, its ETag and, for text, its Brotli (quality 11) and gzip (level 9) forms. */
async function prepare(filePath: string, compressible: boolean): Promise<Prepared> {
  const identity = await readFile(filePath)
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`
  if (!compressible) return { identity: asBody(identity), etag }
  // The zlib thread pool does the work: an API request never waits behind a second of Brotli.
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ])
  return { identity: asBody(identity), gzip: asBody(gz), br: asBody(br), etag }
}

/**
 * The Link header of the HTML: what index.html preloads (the entry's imports, the first font)
 * and the entry itself, as `rel=modulepreload` and `rel=preload`, so that a proxy can turn them
 * into 103 Early Hints and a browser learns them with the first bytes.
 */
export function linkHeaderFor(html: string): string | null {
  const links: string[] = []
  for (const tag of html.match(/<(link|script)\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
    if (tag.startsWith('<script')) {
      const src = attribute('src')
      if (attribute('type') === 'module' && src) links.push(`<${src}>; rel=modulepreload; crossorigin`)
      continue
    }
    const rel = attribute('rel')
    const href = attribute('href')
    if (!href) continue
    if (rel === 'modulepreload') links.push(`<${href}>; rel=modulepreload; crossorigin`)
    else if (rel === 'preload' && attribute('as')) {
      const type = attribute('type')
      const crossorigin = /\scrossorigin\b/.test(tag) ? '; crossorigin' : ''
      links.push(
        `<${href}>; rel=preload; as=${attribute('as')}${type ? `; type="${type}"` : ''}${crossorigin}`,
      )
    }
  }
  return links.length > 0 ? links.join(', ') : null
}

/** Every file under a folder, as paths relative to it with forward slashes. */
function filesUnder(folder: string, prefix = ''): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  )
}

export type StaticSpaOptions = {
  /**
   * Compress the hashed assets in the background from the start, one at a time, so that the first
   * visitors rarely wait for it (a request for a file not done yet waits for that file alone).
   */
  warm?: boolean
}

export function staticSpa(distDir: string, { warm = true }: StaticSpaOptions = {}): MiddlewareHandler {
  const root = path.resolve(distDir)
  const indexPath = path.join(root, 'index.html')
  const hasIndex = existsSync(indexPath)
  const indexHtml = hasIndex
    ? readFileSync(indexPath, 'utf8')
    : '<!doctype html><title>Aurum</title><p>The web app is not built. Run <code>npm run build</code>.</p>'
  const indexLink = linkHeaderFor(indexHtml)

  // The build never changes while the server runs: each file is read and compressed once (a few MB).
  const prepared = new Map<string, Promise<Prepared>>()
  const prepareOnce = (filePath: string, compressible: boolean) => {
    let entry = prepared.get(filePath)
    if (!entry) {
      entry = prepare(filePath, compressible)
      // A file that could not be read is tried again on the next request.
      entry.catch(() => prepared.delete(filePath))
      prepared.set(filePath, entry)
    }
    return entry
  }
  const indexEntry: Promise<Prepared> = hasIndex
    ? prepareOnce(indexPath, true)
    : Promise.resolve({ identity: asBody(Buffer.from(indexHtml)), etag: '"unbuilt"' })

  if (warm) {
    void (async () => {
      for (const file of filesUnder(path.join(root, 'assets'))) {
        const filePath = path.join(root, 'assets', file)
        await prepareOnce(filePath, COMPRESSIBLE.has(path.extname(filePath))).catch(() => undefined)
      }
    })()
  }

  const send = (c: Context, entry: Prepared, compressible: boolean) => {
    c.header('ETag', entry.etag)
    if (compressible) c.header('Vary', 'Accept-Encoding')
    const noneMatch = c.req.header('if-none-match')
    if (noneMatch && noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag))
      return c.body(null, 304)
    const coding = compressible ? pickEncoding(c.req.header('accept-encoding')) : 'identity'
    const body = entry[coding] ?? entry.identity
    if (coding !== 'identity' && entry[coding]) c.header('Content-Encoding', coding)
    return c.body(body)
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    let requestPath: string
    try {
      requestPath = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return c.text('Bad request', 400)
    }
    const filePath = path.join(root, path.normalize(requestPath))
    const isFile =
      filePath !== indexPath &&
      filePath.startsWith(root + path.sep) &&
      existsSync(filePath) &&
      statSync(filePath).isFile()
    if (isFile) {
      const extension = path.extname(filePath)
      const compressible = COMPRESSIBLE.has(extension)
      c.header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      c.header('Cache-Control', requestPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE)
      return send(c, await prepareOnce(filePath, compressible), compressible)
    }
    // index.html for every app route (and for itself): revalidated, so a new build shows at once.
    c.header('Content-Type', CONTENT_TYPES['.html']!)
    c.header('Cache-Control', REVALIDATE)
    if (indexLink) c.header('Link', indexLink)
    return send(c, await indexEntry, true)
  }
}
