// Generated images, so the demo data needs no network and no binary files: avatars with initials
// and labelled tiles for products, courses and articles; the `banner` kind draws no words, so an
// article's pictures read the same in every language.
const PALETTE = ['#7367F0', '#28C76F', '#FF9F43', '#00BAD1', '#FF4C51', '#8A8D93', '#B8A83C', '#5A8DEE']

function hash(text: string): number {
  let value = 0
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0
  return value
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters =
    words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]]
  return letters.filter(Boolean).join('').toUpperCase() || '?'
}

export function avatarSvg(name: string): string {
  const colour = PALETTE[hash(name) % PALETTE.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}"><rect width="128" height="128" fill="${colour}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="50" font-weight="600" fill="#fff">${escapeXml(initialsOf(name))}</text></svg>`
}

export function imageSvg(kind: string, label: string): string {
  const colour = PALETTE[hash(kind + label) % PALETTE.length]
  const accent = PALETTE[(hash(label) + 3) % PALETTE.length]
  const title = label.length > 22 ? `${label.slice(0, 21)}…` : label
  if (kind === 'banner')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" aria-hidden="true"><rect width="400" height="300" fill="${colour}"/><circle cx="320" cy="70" r="90" fill="${accent}" opacity=".45"/><circle cx="60" cy="260" r="70" fill="#fff" opacity=".15"/><rect x="120" y="120" width="160" height="14" rx="7" fill="#fff" opacity=".5"/><rect x="150" y="148" width="100" height="10" rx="5" fill="#fff" opacity=".35"/></svg>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(label)}"><rect width="400" height="300" fill="${colour}"/><circle cx="320" cy="70" r="90" fill="${accent}" opacity=".45"/><circle cx="60" cy="260" r="70" fill="#fff" opacity=".15"/><text x="200" y="150" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="30" font-weight="600" fill="#fff">${escapeXml(title)}</text><text x="200" y="200" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="16" fill="#fff" opacity=".8">${escapeXml(kind)}</text></svg>`
}
