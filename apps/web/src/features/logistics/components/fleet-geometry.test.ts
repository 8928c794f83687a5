import { describe, expect, it } from 'vitest'
import { greatCirclePoint, positionAlong } from '@aurum/shared'
import {
  angularDistance,
  continuousRing,
  escapeHtml,
  fleetBounds,
  graticuleLines,
  greatCircleArc,
  labelBox,
  labelPlacement,
  nearLongitude,
  routeBounds,
  routeParts,
  type LatLng,
} from './fleet-geometry'

const lyonToMadrid = {
  start: { lat: 45.76, lng: 4.84 },
  end: { lat: 40.42, lng: -3.7 },
  position: { lat: 44, lng: 2 },
}

describe('fleet map geometry', () => {
  it('splits the route at the position: arcs driven from the start and left to the end', () => {
    const { driven, remaining, start, end } = routeParts(lyonToMadrid)
    expect(driven[0]).toEqual(lyonToMadrid.start)
    expect(driven.at(-1)).toEqual(lyonToMadrid.position)
    expect(remaining[0]).toEqual(lyonToMadrid.position)
    expect(remaining.at(-1)).toEqual(lyonToMadrid.end)
    expect(start).toEqual(lyonToMadrid.start)
    expect(end).toEqual(lyonToMadrid.end)
  })

  it('centres a vehicle with its whole route in view', () => {
    const [[south, west], [north, east]] = routeBounds(lyonToMadrid)
    expect((south + north) / 2).toBeCloseTo(44)
    expect((west + east) / 2).toBeCloseTo(2)
    const { driven, remaining } = routeParts(lyonToMadrid)
    for (const point of [...driven, ...remaining]) {
      expect(point.lat).toBeGreaterThanOrEqual(south)
      expect(point.lat).toBeLessThanOrEqual(north)
      expect(point.lng).toBeGreaterThanOrEqual(west)
      expect(point.lng).toBeLessThanOrEqual(east)
    }
  })

  it('keeps a minimum span when the vehicle sits on its route ends', () => {
    const parked = { start: { lat: 10, lng: 10 }, end: { lat: 10, lng: 10 }, position: { lat: 10, lng: 10 } }
    expect(routeBounds(parked, 2)).toEqual([
      [9, 9],
      [11, 11],
    ])
  })

  it('holds every route of the fleet, arcs included', () => {
    const chicago = {
      start: { lat: 41.9, lng: -87.6 },
      end: { lat: 42.3, lng: -83 },
      position: { lat: 42, lng: -85 },
    }
    const [[south, west], [north, east]] = fleetBounds([lyonToMadrid, chicago])
    expect(south).toBeCloseTo(40.42)
    expect(west).toBeCloseTo(-87.6)
    expect(north).toBeCloseTo(45.76)
    expect(east).toBeCloseTo(4.84)
    // An east-west route bulges poleward of both its ends: the view holds the arc, not only the ends.
    const westward = {
      start: { lat: 50, lng: -100 },
      end: { lat: 50, lng: -60 },
      position: { lat: 50, lng: -100 },
    }
    const [, [arcNorth]] = fleetBounds([westward])
    expect(arcNorth).toBeGreaterThan(51.5)
    expect(fleetBounds([])).toEqual([
      [-60, -180],
      [75, 180],
    ])
  })

  it('interpolates along the great circle, the shortest way over the globe', () => {
    const lyon = { lat: 45.764, lng: 4.836 }
    const chicago = { lat: 41.878, lng: -87.63 }
    expect(greatCirclePoint(lyon, chicago, 0)).toEqual(lyon)
    const last = greatCirclePoint(lyon, chicago, 1)
    expect(last.lat).toBeCloseTo(chicago.lat, 9)
    expect(last.lng).toBeCloseTo(chicago.lng, 9)
    // Halfway lies as far from each end, both halves add up to the whole, and the arc runs far
    // north of the straight line on the map (over the North Atlantic, near Greenland's south).
    const middle = greatCirclePoint(lyon, chicago, 0.5)
    expect(angularDistance(lyon, middle)).toBeCloseTo(angularDistance(middle, chicago), 6)
    expect(angularDistance(lyon, middle) * 2).toBeCloseTo(angularDistance(lyon, chicago), 6)
    expect(middle.lat).toBeGreaterThan(54)
    // Along the equator and along a meridian the great circle is the straight line.
    expect(greatCirclePoint({ lat: 0, lng: 10 }, { lat: 0, lng: 50 }, 0.25).lng).toBeCloseTo(20, 9)
    expect(greatCirclePoint({ lat: 10, lng: 5 }, { lat: 50, lng: 5 }, 0.75).lat).toBeCloseTo(40, 9)
    // A vehicle that has not moved stays where it is.
    expect(greatCirclePoint(lyon, lyon, 0.3)).toEqual(lyon)
  })

  it('places a reported progress on the same great circle, rounded', () => {
    const lyon = { lat: 45.764, lng: 4.836 }
    const chicago = { lat: 41.878, lng: -87.63 }
    const point = greatCirclePoint(lyon, chicago, 0.4)
    expect(positionAlong(lyon, chicago, 40)).toEqual({
      lat: Math.round(point.lat * 1e5) / 1e5,
      lng: Math.round(point.lng * 1e5) / 1e5,
    })
    expect(positionAlong(lyon, chicago, 0)).toEqual(lyon)
    expect(positionAlong(lyon, chicago, 100)).toEqual(chicago)
    expect(positionAlong(lyon, chicago, 150)).toEqual(chicago)
  })

  it('draws an arc as many short steps, ends exact', () => {
    const lyon = { lat: 45.764, lng: 4.836 }
    const chicago = { lat: 41.878, lng: -87.63 }
    const arc = greatCircleArc(lyon, chicago, 2)
    expect(arc.length).toBeGreaterThan(30)
    expect(arc[0]).toEqual(lyon)
    expect(arc.at(-1)).toEqual(chicago)
    for (let index = 1; index < arc.length; index++)
      expect(angularDistance(arc[index - 1]!, arc[index]!)).toBeLessThanOrEqual(2.0001)
    // Every point lies on the great circle: the two legs through it are as long as the whole.
    const whole = angularDistance(lyon, chicago)
    for (const point of arc)
      expect(angularDistance(lyon, point) + angularDistance(point, chicago)).toBeCloseTo(whole, 6)
    expect(greatCircleArc(lyon, lyon)).toEqual([lyon, lyon])
  })

  it('crosses the antimeridian the short way, without a jump across the map', () => {
    const tokyo = { lat: 35.68, lng: 139.69 }
    const losAngeles = { lat: 34.05, lng: -118.24 }
    const arc = greatCircleArc(tokyo, losAngeles)
    const steps = arc.slice(1).map((point, index) => Math.abs(point.lng - arc[index]!.lng))
    expect(Math.max(...steps)).toBeLessThan(10)
    // Eastward over the Pacific: Los Angeles is reached at 241.76°, its place in the next world copy.
    expect(arc.at(-1)!.lng).toBeCloseTo(360 - 118.24, 6)
    expect(arc.at(-1)!.lat).toBeCloseTo(losAngeles.lat, 6)
    expect(arc.some((point) => point.lng > 180)).toBe(true)
    // The route keeps the position's own longitude; the ends are moved to the position's world copy.
    const pacific = { start: tokyo, end: losAngeles, position: { lat: 48, lng: -170 } }
    const parts = routeParts(pacific)
    expect(parts.driven.at(-1)).toEqual(pacific.position)
    expect(parts.remaining[0]).toEqual(pacific.position)
    expect(parts.start.lng).toBeCloseTo(139.69 - 360, 6)
    expect(parts.end.lng).toBeCloseTo(-118.24, 6)
    const all: LatLng[] = [...parts.driven, ...parts.remaining]
    for (let index = 1; index < all.length; index++)
      expect(Math.abs(all[index]!.lng - all[index - 1]!.lng)).toBeLessThan(10)
    // So the vehicle's view spans the Pacific only, not the whole world.
    const [[, west], [, east]] = routeBounds(pacific)
    expect(east - west).toBeLessThan(120)
  })

  it('draws a country across the antimeridian without an edge spanning the world', () => {
    // Fiji as Natural Earth has it: east of 180 written as -180.
    const fiji = [
      [-180, -16.56],
      [179.36, -16.8],
      [178.6, -16.4],
      [180, -16.07],
      [-180, -16.07],
      [-179.8, -16.3],
      [-180, -16.56],
    ]
    const ring = continuousRing(fiji)
    for (let index = 1; index < ring.length; index++)
      expect(Math.abs(ring[index]![0]! - ring[index - 1]![0]!)).toBeLessThan(5)
    expect(ring.map(([, lat]) => lat)).toEqual(fiji.map(([, lat]) => lat))
    expect(ring[0]).toEqual(ring.at(-1))
    // A ring around the pole keeps its edge along the bottom of the map.
    const antarctica = [
      [-180, -84.7],
      [0, -70],
      [180, -84.7],
      [-180, -84.7],
    ]
    expect(continuousRing(antarctica)).toEqual(antarctica)
  })

  it('takes the longitude of the world copy nearest a reference', () => {
    expect(nearLongitude(-170, 175)).toBe(190)
    expect(nearLongitude(170, -175)).toBe(-190)
    expect(nearLongitude(10, 0)).toBe(10)
    expect(nearLongitude(530, 0)).toBe(170)
  })

  it('draws meridians and parallels every step', () => {
    const lines = graticuleLines(10)
    expect(lines).toHaveLength(37 + 17)
    expect(lines[0]).toEqual([
      { lat: -85, lng: -180 },
      { lat: 85, lng: -180 },
    ])
  })

  it('escapes text Leaflet writes as HTML', () => {
    expect(escapeHtml(`© <b>"Tiles" & 'maps'</b>`)).toBe(
      '© &#60;b&#62;&#34;Tiles&#34; &#38; &#39;maps&#39;&#60;/b&#62;',
    )
  })

  describe('label placement', () => {
    const map = { width: 800, height: 600 }
    const label = { width: 100, height: 24 }

    it('keeps the preferred side when the label fits there', () => {
      expect(labelPlacement({ x: 400, y: 300 }, label, map, 'top', 10)).toEqual({
        direction: 'top',
        shift: { x: 0, y: 0 },
      })
      expect(labelPlacement({ x: 400, y: 300 }, label, map, 'bottom', 10).direction).toBe('bottom')
    })

    it('flips to the opposite side near the top or bottom edge', () => {
      expect(labelPlacement({ x: 400, y: 20 }, label, map, 'top', 10).direction).toBe('bottom')
      expect(labelPlacement({ x: 400, y: 590 }, label, map, 'bottom', 10).direction).toBe('top')
    })

    it('turns sideways near the left or right edge', () => {
      expect(labelPlacement({ x: 10, y: 300 }, label, map, 'top', 10).direction).toBe('right')
      expect(labelPlacement({ x: 795, y: 300 }, label, map, 'bottom', 10).direction).toBe('left')
    })

    it('pushes a label inside when no side fits whole (a point in a corner)', () => {
      const point = { x: 2, y: 2 }
      const { direction, shift } = labelPlacement(point, label, map, 'top', 10)
      const box = labelBox(point, label, direction, 10)
      expect(box.left + shift.x).toBeGreaterThanOrEqual(4)
      expect(box.top + shift.y).toBeGreaterThanOrEqual(4)
      expect(box.right + shift.x).toBeLessThanOrEqual(796)
      expect(box.bottom + shift.y).toBeLessThanOrEqual(596)
    })

    it('never leaves a label cut by the edge, wherever its point lies in the map', () => {
      for (let x = 0; x <= map.width; x += 25)
        for (let y = 0; y <= map.height; y += 25)
          for (const preferred of ['top', 'bottom'] as const) {
            const point = { x, y }
            const { direction, shift } = labelPlacement(point, label, map, preferred, 10, { margin: 4 })
            const box = labelBox(point, label, direction, 10)
            expect(box.left + shift.x).toBeGreaterThanOrEqual(4)
            expect(box.top + shift.y).toBeGreaterThanOrEqual(4)
            expect(box.right + shift.x).toBeLessThanOrEqual(map.width - 4)
            expect(box.bottom + shift.y).toBeLessThanOrEqual(map.height - 4)
          }
    })

    it("keeps a label clear of the map's controls when another side fits", () => {
      const zoomButtons = { left: 0, top: 0, right: 50, bottom: 80 }
      // Above the point the label would lie under the buttons; below it is clear.
      const point = { x: 60, y: 100 }
      expect(labelPlacement(point, label, map, 'top', 10).direction).toBe('top')
      const placement = labelPlacement(point, label, map, 'top', 10, { avoid: [zoomButtons] })
      expect(placement.direction).toBe('bottom')
      expect(placement.shift).toEqual({ x: 0, y: 0 })
      // In the corner under the buttons, the label is pushed past them rather than under them.
      const corner = { x: 6, y: 6 }
      const escaped = labelPlacement(corner, label, map, 'top', 10, { avoid: [zoomButtons] })
      const box = labelBox(corner, label, escaped.direction, 10)
      const placed = {
        left: box.left + escaped.shift.x,
        top: box.top + escaped.shift.y,
        right: box.right + escaped.shift.x,
        bottom: box.bottom + escaped.shift.y,
      }
      expect(placed.left >= zoomButtons.right || placed.top >= zoomButtons.bottom).toBe(true)
      expect(placed.left).toBeGreaterThanOrEqual(4)
      expect(placed.top).toBeGreaterThanOrEqual(4)
      // With every side covered, the label still goes inside the map.
      const everywhere = { left: 0, top: 0, right: 800, bottom: 600 }
      const cornered = labelPlacement({ x: 400, y: 300 }, label, map, 'top', 10, { avoid: [everywhere] })
      expect(cornered).toEqual({ direction: 'top', shift: { x: 0, y: 0 } })
    })

    it('draws the box on each side of the point, the gap away', () => {
      const point = { x: 100, y: 100 }
      expect(labelBox(point, label, 'top', 10)).toEqual({ left: 50, top: 66, right: 150, bottom: 90 })
      expect(labelBox(point, label, 'bottom', 10)).toEqual({ left: 50, top: 110, right: 150, bottom: 134 })
      expect(labelBox(point, label, 'left', 10)).toEqual({ left: -10, top: 88, right: 90, bottom: 112 })
      expect(labelBox(point, label, 'right', 10)).toEqual({ left: 110, top: 88, right: 210, bottom: 112 })
    })
  })
})
