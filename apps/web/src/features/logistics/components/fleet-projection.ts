// Where the fleet map draws a coordinate: Web Mercator (the projection of map tiles), in units of a
// 256-wide world, so a tile layer can later sit under the same drawing. No tiles are fetched.
export type LatLng = { lat: number; lng: number }
export type Point = { x: number; y: number }
export type Box = { x: number; y: number; width: number; height: number }

const WORLD = 256
const MAX_LAT = 85.05112878

export function project({ lat, lng }: LatLng): Point {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat))
  const sin = Math.sin((clamped * Math.PI) / 180)
  return {
    x: ((lng + 180) / 360) * WORLD,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD,
  }
}

/** The smallest box holding the points, grown by `margin` of its size and to the width/height ratio. */
export function fitBox(points: Point[], ratio: number, margin = 0.15, minSpan = 2): Box {
  if (points.length === 0) return { x: 0, y: 0, width: WORLD, height: WORLD / ratio }
  const xs = points.map((point) => point.x)
  const ys = points.map((point) => point.y)
  let width = Math.max(Math.max(...xs) - Math.min(...xs), minSpan) * (1 + 2 * margin)
  let height = Math.max(Math.max(...ys) - Math.min(...ys), minSpan) * (1 + 2 * margin)
  if (width / height > ratio) height = width / ratio
  else width = height * ratio
  const centre = { x: (Math.max(...xs) + Math.min(...xs)) / 2, y: (Math.max(...ys) + Math.min(...ys)) / 2 }
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height }
}

/** A box of the given size centred on a point. */
export function centredBox(centre: Point, width: number, height: number): Box {
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height }
}

export type Tile = { key: string; href: string; x: number; y: number; size: number }

/** At most this many tiles at once (a very wide view uses a smaller zoom instead). */
const MAX_TILES = 64

/**
 * The map tiles covering `box` when it is drawn `viewWidth` CSS pixels wide: the zoom whose tiles
 * show at about their own size, each tile's place in projected units, and its address from the
 * template ({z}, {x}, {y}; x wraps round the world, rows beyond the poles are left out).
 */
export function tilesFor(box: Box, viewWidth: number, template: string): Tile[] {
  let zoom = Math.max(0, Math.min(19, Math.round(Math.log2(viewWidth / box.width))))
  for (;;) {
    const count = 2 ** zoom
    const size = WORLD / count
    // The right and bottom edges are exclusive: a view ending on a tile's edge needs no tile past it.
    const [x0, x1] = [Math.floor(box.x / size), Math.ceil((box.x + box.width) / size) - 1]
    const [y0, y1] = [
      Math.max(0, Math.floor(box.y / size)),
      Math.min(count - 1, Math.ceil((box.y + box.height) / size) - 1),
    ]
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES && zoom > 0) {
      zoom -= 1
      continue
    }
    const tiles: Tile[] = []
    for (let x = x0; x <= x1; x += 1)
      for (let y = y0; y <= y1; y += 1) {
        const wrapped = ((x % count) + count) % count
        tiles.push({
          key: `${zoom}/${x}/${y}`,
          href: template
            .replace('{z}', String(zoom))
            .replace('{x}', String(wrapped))
            .replace('{y}', String(y)),
          x: x * size,
          y: y * size,
          size,
        })
      }
    return tiles
  }
}
