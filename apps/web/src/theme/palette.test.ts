import { getContrastRatio } from '@mui/material/styles'
import { describe, expect, it } from 'vitest'
import { readablePrimary, shadeUnderWhiteText } from './palette'

describe('readable shades', () => {
  it('darkens the spec red until white text on it reaches 4.5:1, and leaves a dark red alone', () => {
    expect(getContrastRatio('#FF4C51', '#FFFFFF')).toBeLessThan(4.5)
    const shade = shadeUnderWhiteText('#FF4C51')
    expect(getContrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
    // Not darker than it needs to be: one step lighter would not be readable.
    expect(getContrastRatio(shade, '#FFFFFF')).toBeLessThan(5.2)
    expect(shadeUnderWhiteText('#8B0000')).toBe('#8B0000')
  })

  it('gives the primary a shade readable as text on either scheme', () => {
    expect(getContrastRatio(readablePrimary('#DFD271', 'light'), '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
    expect(getContrastRatio(readablePrimary('#DFD271', 'dark'), '#17171C')).toBeGreaterThanOrEqual(4.5)
  })
})
