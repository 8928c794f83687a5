// Cleans rich text written in the app's editor (Tiptap's HTML: product descriptions, FAQ answers,
// help articles, mail bodies) to an allow-list before it is stored. The output
// is rebuilt, not filtered: every tag written is one of ours with attributes we serialise, and
// every other `<` becomes text, so no script, event handler or javascript: URL survives.

/** The tags Tiptap's StarterKit writes (paragraphs, headings, lists, marks, code, links). */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
])
const VOID_TAGS = new Set(['br', 'hr'])
/** Dropped with everything inside them, not only their tags. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
])

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const SAFE_HREF = /^(https?:|mailto:|\/|#)/i

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Decodes the entities a browser would before judging a URL (`&#106;avascript:` is javascript:). */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&')
}

/** Drops control characters and spaces (code points up to U+0020), as browsers do inside a URL scheme. */
function withoutControls(value: string): string {
  return Array.from(value)
    .filter((char) => char.codePointAt(0)! > 0x20)
    .join('')
}

function readAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

function openTag(name: string, attributeSource: string): string {
  const attributes = readAttributes(attributeSource)
  const kept: string[] = []
  if (name === 'a') {
    // Browsers drop control characters and spaces inside a scheme, so judge the URL without them.
    const href = decodeEntities(attributes.get('href') ?? '').trim()
    if (href && SAFE_HREF.test(withoutControls(href))) kept.push(`href="${escapeAttribute(href)}"`)
    if (attributes.get('target') === '_blank')
      kept.push('target="_blank"', 'rel="noopener noreferrer nofollow"')
  }
  if (name === 'ol') {
    const start = Number.parseInt(attributes.get('start') ?? '', 10)
    if (Number.isInteger(start) && start > 1 && start < 1_000_000) kept.push(`start="${start}"`)
  }
  return kept.length ? `<${name} ${kept.join(' ')}>` : `<${name}>`
}

export function sanitizeRichText(html: string): string {
  let output = ''
  let index = 0
  while (index < html.length) {
    const next = html.indexOf('<', index)
    if (next === -1) {
      output += escapeText(html.slice(index))
      break
    }
    output += escapeText(html.slice(index, next))
    if (html.startsWith('<!--', next)) {
      const end = html.indexOf('-->', next + 4)
      index = end === -1 ? html.length : end + 3
      continue
    }
    TAG.lastIndex = next
    const match = TAG.exec(html)
    if (!match) {
      output += '&lt;'
      index = next + 1
      continue
    }
    index = TAG.lastIndex
    const [, slash, rawName, attributeSource] = match
    const name = rawName!.toLowerCase()
    if (!slash && DROPPED_WITH_CONTENT.has(name)) {
      const closing = new RegExp(`</${name}\\s*>`, 'i')
      const rest = html.slice(index)
      const found = closing.exec(rest)
      index = found ? index + found.index + found[0].length : html.length
      continue
    }
    if (!ALLOWED_TAGS.has(name)) continue
    if (slash) {
      if (!VOID_TAGS.has(name)) output += `</${name}>`
    } else {
      output += openTag(name, attributeSource ?? '')
    }
  }
  return output
}
