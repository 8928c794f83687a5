// The fleet map's geometry, in degrees and without Leaflet: a route split at the vehicle's
// position, the view that centres a vehicle at its route's scale, the view of the whole fleet, and
// the graticule drawn on the plain background. Leaflet takes these literals as they are.
import type { Vehicle } from '@aurum/shared'

export type LatLng = { lat: number; lng: number }
/** South-west and north-east corners, as Leaflet's LatLngBoundsLiteral. */
export type Bounds = [[number, number], [number, number]]

/** The part of the route driven (start to position) and the part left (position to end). */
export function routeParts(vehicle: Pick<Vehicle, 'start' | 'end' | 'position'>): {
  driven: LatLng[]
  remaining: LatLng[]
} {
  return { driven: [vehicle.start, vehicle.position], remaining: [vehicle.position, vehicle.end] }
}

/**
 * The smallest view centred on the vehicle that holds its whole route: as far on each side of the
 * position as the farther end, and at least `minSpan` degrees across.
 */
export function routeBounds(vehicle: Pick<Vehicle, 'start' | 'end' | 'position'>, minSpan = 1): Bounds {
  const { position } = vehicle
  const ends = [vehicle.start, vehicle.end]
  const halfLat = Math.max(minSpan / 2, ...ends.map((end) => Math.abs(end.lat - position.lat)))
  const halfLng = Math.max(minSpan / 2, ...ends.map((end) => Math.abs(end.lng - position.lng)))
  return [
    [Math.max(-85, position.lat - halfLat), position.lng - halfLng],
    [Math.min(85, position.lat + halfLat), position.lng + halfLng],
  ]
}

/** Every route end and position of the fleet; the whole world when there is none. */
export function fleetBounds(vehicles: Pick<Vehicle, 'start' | 'end' | 'position'>[]): Bounds {
  const points = vehicles.flatMap((vehicle) => [vehicle.start, vehicle.end, vehicle.position])
  if (points.length === 0)
    return [
      [-60, -180],
      [75, 180],
    ]
  const lats = points.map((point) => point.lat)
  const lngs = points.map((point) => point.lng)
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
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
