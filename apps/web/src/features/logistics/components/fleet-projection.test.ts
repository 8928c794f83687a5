import { describe, expect, it } from 'vitest'
import { centredBox, fitBox, project } from './fleet-projection'

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
