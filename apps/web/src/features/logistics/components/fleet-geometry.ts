// The fleet map's geometry, in degrees and pixels and without Leaflet: a route as great-circle
// arcs split at the vehicle's position (continuous across the antimeridian), the view that centres
// a vehicle at its route's scale, the view of the whole fleet, the graticule, and the side of its
// point where a label fits inside the map. Leaflet takes these literals as they are.
import { greatCirclePoint, type Vehicle } from '@aurum/shared'

export type LatLng = { lat: number; lng: number }
/** South-west and north-east corners, as Leaflet's LatLngBoundsLiteral. */
export type Bounds = [[number, number], [number, number]]
type RoutePoints = Pick<Vehicle, 'start' | 'end' | 'position'>

/** The longitude plus whole turns that lies within half a turn of `reference`. */
export function nearLongitude(lng: number, reference: number): number {
  return lng - 360 * Math.round((lng - reference) / 360)
}

/**
 * The great circle from `start` to `end` as points at most `maxStep` degrees apart, both ends
 * included. Longitudes run on without a jump where the arc crosses the antimeridian (170 is
 * followed by 190, not by -170), so the line goes the short way over the Pacific instead of back
 * across the whole map; the arc starts at `start.lng` as given.
 */
export function greatCircleArc(start: LatLng, end: LatLng, maxStep = 2): LatLng[] {
  const span = angularDistance(start, end)
  const segments = Math.max(1, Math.ceil(span / maxStep))
  const points: LatLng[] = [{ lat: start.lat, lng: start.lng }]
  for (let index = 1; index <= segments; index++) {
    const point = index === segments ? end : greatCirclePoint(start, end, index / segments)
    points.push({ lat: point.lat, lng: nearLongitude(point.lng, points[index - 1]!.lng) })
  }
  return points
}

/** The angle between two points seen from the Earth's centre, in degrees. */
export function angularDistance(start: LatLng, end: LatLng): number {
  const radians = Math.PI / 180
  const haversine =
    Math.sin(((end.lat - start.lat) * radians) / 2) ** 2 +
    Math.cos(start.lat * radians) *
      Math.cos(end.lat * radians) *
      Math.sin(((end.lng - start.lng) * radians) / 2) ** 2
  return (2 * Math.asin(Math.min(1, Math.sqrt(haversine)))) / radians
}

/**
 * A GeoJSON ring ([lng, lat] pairs) whose longitudes run on across the antimeridian (Natural
 * Earth draws Chukotka and Fiji with points at -180 where 180 goes on), so no edge of it spans the
 * world; a ring around a pole (Antarctica), whose edge along the map's bottom is real, is kept.
 */
export function continuousRing(ring: number[][]): number[][] {
  let previous = ring[0]?.[0] ?? 0
  const continuous = ring.map(([lng, lat]) => {
    previous = nearLongitude(lng!, previous)
    return [previous, lat!]
  })
  const lngs = continuous.map(([lng]) => lng!)
  const closes = Math.abs(lngs[0]! - lngs[lngs.length - 1]!) < 1e-9
  return closes ? continuous : ring
}

export type RouteParts = {
  /** Start to position along the great circle, ending on the position as reported. */
  driven: LatLng[]
  /** Position to end along the great circle. */
  remaining: LatLng[]
  /** The route's ends where the arcs meet them (a longitude may lie beyond ±180 on a Pacific route). */
  start: LatLng
  end: LatLng
}

/**
 * The part of the route driven (start to position) and the part left (position to end), each a
 * great-circle arc, so the vehicle sits on its drawn route wherever its device reported it. The
 * arcs are placed in the world copy of the position, which keeps its own longitude.
 */
export function routeParts(vehicle: RoutePoints): RouteParts {
  const { position } = vehicle
  const remaining = greatCircleArc(position, vehicle.end)
  const backwards = greatCircleArc(position, vehicle.start)
  const driven = backwards.reverse()
  return { driven, remaining, start: driven[0]!, end: remaining[remaining.length - 1]! }
}

/**
 * The smallest view centred on the vehicle that holds its whole route: as far on each side of the
 * position as the farthest point of its arcs, and at least `minSpan` degrees across.
 */
export function routeBounds(vehicle: RoutePoints, minSpan = 1): Bounds {
  const { position } = vehicle
  const { driven, remaining } = routeParts(vehicle)
  const points = [...driven, ...remaining]
  const halfLat = Math.max(minSpan / 2, ...points.map((point) => Math.abs(point.lat - position.lat)))
  const halfLng = Math.max(minSpan / 2, ...points.map((point) => Math.abs(point.lng - position.lng)))
  return [
    [Math.max(-85, position.lat - halfLat), position.lng - halfLng],
    [Math.min(85, position.lat + halfLat), position.lng + halfLng],
  ]
}

/** Every route of the fleet, arcs included; the whole world when there is none. */
export function fleetBounds(vehicles: RoutePoints[]): Bounds {
  const points = vehicles.flatMap((vehicle) => {
    const { driven, remaining } = routeParts(vehicle)
    return [...driven, ...remaining]
  })
  if (points.length === 0)
    return [
      [-60, -180],
      [75, 180],
    ]
  const lats = points.map((point) => point.lat)
  const lngs = points.map((point) => point.lng)
  return [
    [Math.max(-85, Math.min(...lats)), Math.min(...lngs)],
    [Math.min(85, Math.max(...lats)), Math.max(...lngs)],
  ]
}

/** Meridians and parallels every `step` degrees (parallels within Web Mercator's ±80°). */
export function graticuleLines(step: number): LatLng[][] {
  const lines: LatLng[][] = []
  for (let lng = -180; lng <= 180; lng += step)
    lines.push([
      { lat: -85, lng },
      { lat: 85, lng },
    ])
  for (let lat = -80; lat <= 80; lat += step)
    lines.push([
      { lat, lng: -540 },
      { lat, lng: 540 },
    ])
  return lines
}

/** Text for a place where Leaflet writes HTML (labels, the tiles' credit). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

export type LabelDirection = 'top' | 'bottom' | 'left' | 'right'
export type Size = { width: number; height: number }
export type Point = { x: number; y: number }

/** Where a label goes: the side of its point, and how far it is pushed to stay inside the map. */
export type LabelPlacement = { direction: LabelDirection; shift: Point }

const OPPOSITE: Record<LabelDirection, LabelDirection> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
}

/** The box a label of `size` takes on the `direction` side of `point`, `gap` pixels away. */
export function labelBox(point: Point, size: Size, direction: LabelDirection, gap: number) {
  const { width, height } = size
  const left =
    direction === 'left' ? point.x - gap - width : direction === 'right' ? point.x + gap : point.x - width / 2
  const top =
    direction === 'top'
      ? point.y - gap - height
      : direction === 'bottom'
        ? point.y + gap
        : point.y - height / 2
  return { left, top, right: left + width, bottom: top + height }
}

/** A rectangle in pixels of the map's container. */
export type Rect = { left: number; top: number; right: number; bottom: number }

function overlaps(first: Rect, second: Rect): boolean {
  return (
    first.left < second.right &&
    second.left < first.right &&
    first.top < second.bottom &&
    second.top < first.bottom
  )
}

/**
 * The side of its point where a label fits inside the map (`container`, less `margin` on each
 * side) clear of the map's controls (`avoid`): the preferred side if it fits, else the opposite
 * one, then the other two; when no side fits whole (a point in a corner, or by a control), the
 * placement that needs the shortest push, with that push. A label under a control is the last resort.
 */
export function labelPlacement(
  point: Point,
  size: Size,
  container: Size,
  preferred: LabelDirection,
  gap: number,
  { margin = 4, avoid = [] }: { margin?: number; avoid?: Rect[] } = {},
): LabelPlacement {
  const vertical = preferred === 'top' || preferred === 'bottom'
  const order: LabelDirection[] = [
    preferred,
    OPPOSITE[preferred],
    ...(vertical ? (['right', 'left'] as const) : (['bottom', 'top'] as const)),
  ]
  const area = {
    left: margin,
    top: margin,
    right: container.width - margin,
    bottom: container.height - margin,
  }
  const moved = (box: Rect, shift: Point): Rect => ({
    left: box.left + shift.x,
    top: box.top + shift.y,
    right: box.right + shift.x,
    bottom: box.bottom + shift.y,
  })
  let best: LabelPlacement | null = null
  let bestCost = Infinity
  let fallback: LabelPlacement | null = null
  let fallbackCost = Infinity
  for (const direction of order) {
    const box = labelBox(point, size, direction, gap)
    const inside = {
      x: pushInside(box.left, box.right, area.left, area.right),
      y: pushInside(box.top, box.bottom, area.top, area.bottom),
    }
    const insideCost = Math.abs(inside.x) + Math.abs(inside.y)
    if (insideCost < fallbackCost) {
      fallback = { direction, shift: inside }
      fallbackCost = insideCost
    }
    // Pushed inside, and then, when a control covers it, past each side of that control.
    const placed = moved(box, inside)
    const shifts = [
      inside,
      ...avoid
        .filter((rect) => overlaps(placed, rect))
        .flatMap((rect) => [
          { x: inside.x + rect.right - placed.left, y: inside.y },
          { x: inside.x + rect.left - placed.right, y: inside.y },
          { x: inside.x, y: inside.y + rect.bottom - placed.top },
          { x: inside.x, y: inside.y + rect.top - placed.bottom },
        ]),
    ]
    for (const shift of shifts) {
      const candidate = moved(box, shift)
      const fits =
        candidate.left >= area.left - 1e-9 &&
        candidate.top >= area.top - 1e-9 &&
        candidate.right <= area.right + 1e-9 &&
        candidate.bottom <= area.bottom + 1e-9 &&
        !avoid.some((rect) => overlaps(candidate, rect))
      const cost = Math.abs(shift.x) + Math.abs(shift.y)
      if (!fits || cost >= bestCost) continue
      if (cost === 0) return { direction, shift }
      best = { direction, shift }
      bestCost = cost
    }
  }
  return best ?? fallback!
}

/** How far to move [from, to] to lie within [min, max] (to its start when it is too long). */
function pushInside(from: number, to: number, min: number, max: number): number {
  if (from < min) return min - from
  if (to > max) return Math.max(max - to, min - from)
  return 0
}
