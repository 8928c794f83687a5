import { describe, expect, it } from 'vitest'
import { escapeHtml, fleetBounds, graticuleLines, routeBounds, routeParts } from './fleet-geometry'

const lyonToMadrid = {
  start: { lat: 45.76, lng: 4.84 },
  end: { lat: 40.42, lng: -3.7 },
  position: { lat: 44, lng: 2 },
}

describe('fleet map geometry', () => {
  it('splits the route at the position: driven from the start, left to the end', () => {
    expect(routeParts(lyonToMadrid)).toEqual({
      driven: [lyonToMadrid.start, lyonToMadrid.position],
      remaining: [lyonToMadrid.position, lyonToMadrid.end],
    })
  })

  it('centres a vehicle with its whole route in view', () => {
    const [[south, west], [north, east]] = routeBounds(lyonToMadrid)
    expect((south + north) / 2).toBeCloseTo(44)
    expect((west + east) / 2).toBeCloseTo(2)
    for (const end of [lyonToMadrid.start, lyonToMadrid.end]) {
      expect(end.lat).toBeGreaterThanOrEqual(south)
      expect(end.lat).toBeLessThanOrEqual(north)
      expect(end.lng).toBeGreaterThanOrEqual(west)
      expect(end.lng).toBeLessThanOrEqual(east)
    }
  })

  it('keeps a minimum span when the vehicle sits on its route ends', () => {
    const parked = { start: { lat: 10, lng: 10 }, end: { lat: 10, lng: 10 }, position: { lat: 10, lng: 10 } }
    expect(routeBounds(parked, 2)).toEqual([
      [9, 9],
      [11, 11],
    ])
  })

  it('holds every end and position of the fleet', () => {
    const chicago = {
      start: { lat: 41.9, lng: -87.6 },
      end: { lat: 42.3, lng: -83 },
      position: { lat: 42, lng: -85 },
    }
    expect(fleetBounds([lyonToMadrid, chicago])).toEqual([
      [40.42, -87.6],
      [45.76, 4.84],
    ])
    expect(fleetBounds([])).toEqual([
      [-60, -180],
      [75, 180],
    ])
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
})
