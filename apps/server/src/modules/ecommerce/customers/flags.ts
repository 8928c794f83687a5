// Small local SVG flags for the customers' countries (the spec's countryFlag), drawn here so the app
// needs no emoji font and loads no external image. Simplified shapes: recognisable at 20 px.

const W = 30
const H = 20

const rect = (x: number, y: number, width: number, height: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>`
const horizontal = (...colors: string[]) =>
  colors.map((color, index) => rect(0, (H / colors.length) * index, W, H / colors.length, color)).join('')
const vertical = (...colors: string[]) =>
  colors.map((color, index) => rect((W / colors.length) * index, 0, W / colors.length, H, color)).join('')
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`
/** A five-pointed star centred on (cx, cy). */
function star(cx: number, cy: number, r: number, fill: string) {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.4
    const angle = -Math.PI / 2 + (index * Math.PI) / 5
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`
  })
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`
}
const unionJack = (width: number, height: number) =>
  `<svg width="${width}" height="${height}" viewBox="0 0 60 30" preserveAspectRatio="none"><rect width="60" height="30" fill="#012169"/>` +
  '<path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" stroke-width="6"/><path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" stroke-width="2"/>' +
  '<path d="M30,0 V30 M0,15 H60" stroke="#fff" stroke-width="10"/><path d="M30,0 V30 M0,15 H60" stroke="#C8102E" stroke-width="6"/></svg>'

const FLAGS: Record<string, () => string> = {
  us: () => {
    const stripes = Array.from({ length: 13 }, (_, index) =>
      rect(0, (H / 13) * index, W, H / 13, index % 2 ? '#fff' : '#B22234'),
    ).join('')
    const stars = Array.from({ length: 12 }, (_, index) =>
      circle(1.6 + (index % 4) * 3.2, 1.6 + Math.floor(index / 4) * 3.2, 0.6, '#fff'),
    ).join('')
    return stripes + rect(0, 0, 12, (H / 13) * 7, '#3C3B6E') + stars
  },
  gb: () => unionJack(W, H),
  ca: () =>
    vertical('#D52B1E', '#fff', '#fff', '#D52B1E') +
    '<polygon points="15,4 16.5,8 19,7 18,11 20,11 15,16 10,11 12,11 11,7 13.5,8" fill="#D52B1E"/>',
  br: () =>
    rect(0, 0, W, H, '#009C3B') +
    '<polygon points="15,2.5 27,10 15,17.5 3,10" fill="#FFDF00"/>' +
    circle(15, 10, 4.2, '#002776'),
  mx: () => vertical('#006847', '#fff', '#CE1126') + circle(15, 10, 2.4, '#8C5A2B'),
  fr: () => vertical('#0055A4', '#fff', '#EF4135'),
  de: () => horizontal('#000', '#DD0000', '#FFCE00'),
  es: () => rect(0, 0, W, H, '#AA151B') + rect(0, 5, W, 10, '#F1BF00'),
  it: () => vertical('#009246', '#fff', '#CE2B37'),
  nl: () => horizontal('#AE1C28', '#fff', '#21468B'),
  se: () => rect(0, 0, W, H, '#006AA7') + rect(9, 0, 4, H, '#FECC00') + rect(0, 8, W, 4, '#FECC00'),
  in: () =>
    horizontal('#FF9933', '#fff', '#138808') +
    `<circle cx="15" cy="10" r="2.5" fill="none" stroke="#000080" stroke-width="0.8"/>`,
  cn: () =>
    rect(0, 0, W, H, '#DE2910') +
    star(6, 5.5, 3.5, '#FFDE00') +
    star(11.5, 2.5, 1, '#FFDE00') +
    star(13, 5, 1, '#FFDE00') +
    star(13, 8, 1, '#FFDE00') +
    star(11.5, 10.5, 1, '#FFDE00'),
  jp: () => rect(0, 0, W, H, '#fff') + circle(15, 10, 6, '#BC002D'),
  au: () =>
    rect(0, 0, W, H, '#012169') +
    `<g>${unionJack(15, 10)}</g>` +
    star(7.5, 15.5, 2.2, '#fff') +
    star(23, 4, 1.2, '#fff') +
    star(20, 9, 1.2, '#fff') +
    star(26, 8.5, 1.2, '#fff') +
    star(23, 16, 1.3, '#fff'),
  za: () =>
    horizontal('#E03C31', '#001489') +
    '<polygon points="0,2 11,10 0,18" fill="#FFB81C"/>' +
    '<path d="M0,0 L12,8 H30 V12 H12 L0,20" fill="none" stroke="#fff" stroke-width="6"/>' +
    '<path d="M0,0 L12,8 H30 V12 H12 L0,20" fill="#007749" stroke="#007749" stroke-width="3"/>' +
    '<polygon points="0,3.5 8.5,10 0,16.5" fill="#000"/>',
  eg: () => horizontal('#CE1126', '#fff', '#000') + circle(15, 10, 1.8, '#C09300'),
  id: () => horizontal('#FF0000', '#fff'),
  ru: () => horizontal('#fff', '#0039A6', '#D52B1E'),
  ar: () => horizontal('#74ACDF', '#fff', '#74ACDF') + circle(15, 10, 2, '#F6B40E'),
}

function unknownFlag(code: string): string {
  const label = code
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2)
  return (
    rect(0, 0, W, H, '#9e9e9e') +
    `<text x="15" y="13.5" font-family="sans-serif" font-size="9" font-weight="700" text-anchor="middle" fill="#fff">${label}</text>`
  )
}

/** The flag of an ISO 3166-1 alpha-2 code; an unknown code gets a grey tile with its letters. */
export function flagSvg(countryCode: string): string {
  const code = countryCode.toLowerCase()
  const body = FLAGS[code]?.() ?? unknownFlag(code)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">${body}</svg>`
}
