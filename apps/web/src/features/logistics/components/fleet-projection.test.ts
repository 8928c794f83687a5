import { describe, expect, it } from 'vitest'
import { centredBox, fitBox, project, tilesFor } from './fleet-projection'

describe('fleet projection', () => {
  it('puts the null island at the centre of the world and north up', () => {
    expect(project({ lat: 0, lng: 0 })).toEqual({ x: 128, y: 128 })
    const lyon = project({ lat: 45.76, lng: 4.84 })
    const madrid = project({ lat: 40.42, lng: -3.7 })
    expect(lyon.y).toBeLessThan(madrid.y)
    expect(lyon.x).toBeGreaterThan(madrid.x)
  })

  it('fits every point with a margin, at the asked ratio', () => {
    const points = [
      project({ lat: 43.6, lng: 7.1 }),
      project({ lat: 53.5, lng: 10 }),
      project({ lat: 41.9, lng: -87.6 }),
    ]
    const box = fitBox(points, 2)
    expect(box.width / box.height).toBeCloseTo(2)
    for (const point of points) {
      expect(point.x).toBeGreaterThan(box.x)
      expect(point.x).toBeLessThan(box.x + box.width)
      expect(point.y).toBeGreaterThan(box.y)
      expect(point.y).toBeLessThan(box.y + box.height)
    }
  })

  it('centres a box on a point', () => {
    expect(centredBox({ x: 10, y: 20 }, 4, 2)).toEqual({ x: 8, y: 19, width: 4, height: 2 })
  })
})

describe('map tiles', () => {
  const template = 'https://tiles.example.org/{z}/{x}/{y}.png'

  it('covers the whole world with the one tile of zoom 0 when the view is 256 pixels wide', () => {
    expect(tilesFor({ x: 0, y: 0, width: 256, height: 256 }, 256, template)).toEqual([
      { key: '0/0/0', href: 'https://tiles.example.org/0/0/0.png', x: 0, y: 0, size: 256 },
    ])
  })

  it('picks the zoom whose tiles show at their own size and covers the view', () => {
    const box = { x: 100, y: 80, width: 16, height: 8 }
    const tiles = tilesFor(box, 1024, template)
    // 1024 px for 16 units: 64 px per unit, zoom 6 (tiles of 4 units).
    expect(tiles.every((tile) => tile.key.startsWith('6/'))).toBe(true)
    expect(tiles.every((tile) => tile.size === 4)).toBe(true)
    const xs = tiles.map((tile) => tile.x)
    const ys = tiles.map((tile) => tile.y)
    expect(Math.min(...xs)).toBeLessThanOrEqual(box.x)
    expect(Math.max(...xs) + 4).toBeGreaterThanOrEqual(box.x + box.width)
    expect(Math.min(...ys)).toBeLessThanOrEqual(box.y)
    expect(Math.max(...ys) + 4).toBeGreaterThanOrEqual(box.y + box.height)
    expect(tiles[0]!.href).toBe(`https://tiles.example.org/6/${tiles[0]!.x / 4}/${tiles[0]!.y / 4}.png`)
  })

  it('wraps columns round the world and leaves out rows beyond the poles', () => {
    const tiles = tilesFor({ x: -10, y: -10, width: 40, height: 20 }, 80, template)
    for (const tile of tiles) {
      const [zoom, , row] = tile.key.split('/').map(Number)
      const column = Number(/\/(\d+)\/\d+\.png$/.exec(tile.href)![1])
      expect(column).toBeGreaterThanOrEqual(0)
      expect(column).toBeLessThan(2 ** zoom!)
      expect(row).toBeGreaterThanOrEqual(0)
    }
  })

  it('never asks for more than 64 tiles', () => {
    expect(tilesFor({ x: 0, y: 0, width: 256, height: 256 }, 100_000, template).length).toBeLessThanOrEqual(
      64,
    )
  })
})
