// Colours of the two schemes (spec section 9): the brand primary in both, a light grey page in
// light mode and a near-black page in dark mode. Components read these through the theme only.
import { darken, getContrastRatio, lighten, type PaletteOptions } from '@mui/material/styles'
import type { ColorScheme, Skin } from '../lib/settings'

const LIGHT = {
  background: '#F7F7F9',
  paper: '#FFFFFF',
  text: '#2F2B3D',
  textSecondary: '#5D596C',
  divider: 'rgba(47, 43, 61, 0.16)',
}

const DARK = {
  background: '#0B0B0E',
  paper: '#17171C',
  text: '#E7E5EE',
  textSecondary: '#B4B2BD',
  divider: 'rgba(231, 229, 238, 0.14)',
}

/**
 * A shade of the primary colour readable as text on this scheme's surfaces (WCAG AA, 4.5:1).
 * #DFD271 is a light gold: fine on near black, too pale for text on white.
 */
export function readablePrimary(primary: string, scheme: ColorScheme): string {
  const surface = scheme === 'light' ? LIGHT.paper : DARK.paper
  let shade = primary
  for (let step = 0; step < 20 && getContrastRatio(shade, surface) < 4.6; step += 1) {
    shade = scheme === 'light' ? darken(shade, 0.08) : lighten(shade, 0.08)
  }
  return shade
}

/**
 * A shade of `color` that white text reads on (WCAG AA, 4.5:1). The spec's red (#FF4C51) gives
 * white text 3.3:1, which is what MUI picks for it (contrastThreshold 3).
 */
export function shadeUnderWhiteText(color: string): string {
  let shade = color
  for (let step = 0; step < 20 && getContrastRatio(shade, '#FFFFFF') < 4.6; step += 1) {
    shade = darken(shade, 0.05)
  }
  return shade
}

export function buildPalette(scheme: ColorScheme, skin: Skin, primary: string): PaletteOptions {
  const tones = scheme === 'light' ? LIGHT : DARK
  return {
    mode: scheme,
    primary: { main: primary, dark: darken(primary, 0.12), light: lighten(primary, 0.2) },
    primaryText: readablePrimary(primary, scheme),
    secondary: { main: scheme === 'light' ? '#6D6B77' : '#A8A6B2' },
    success: { main: '#28C76F' },
    info: { main: '#00BAD1' },
    warning: { main: '#FF9F43' },
    error: { main: '#FF4C51' },
    background: {
      // Bordered skin (spec section 4): page and surface swap treatment — flat page, outlined cards.
      default: skin === 'bordered' ? tones.paper : tones.background,
      paper: tones.paper,
    },
    text: { primary: tones.text, secondary: tones.textSecondary },
    divider: tones.divider,
    contrastThreshold: 3,
    tonalOffset: 0.12,
  }
}
