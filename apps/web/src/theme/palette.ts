// Colours of the two schemes (spec section 9): the brand primary in both, a light grey page in
// light mode and a near-black page in dark mode. Components read these through the theme only.
import {
  darken,
  decomposeColor,
  getContrastRatio,
  lighten,
  recomposeColor,
  type PaletteOptions,
} from '@mui/material/styles'
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

export type ToneName = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error'
/** One palette colour as the interface writes it (theme tokens, readable at WCAG AA by construction). */
export type Tone = {
  /** Text, icons and links in this colour on the page's surfaces. */
  text: string
  /** The soft tint behind a tonal chip, avatar or status, opaque so what lies under it cannot change it. */
  tint: string
  /** Text on that tint. */
  onTint: string
}
const TINT_OPACITY = 0.16

/** `color` laid over `surface` at `opacity`, as one opaque colour. */
function mix(surface: string, color: string, opacity: number): string {
  const under = decomposeColor(surface).values
  const over = decomposeColor(color).values
  const channel = (index: number) => Math.round(under[index]! * (1 - opacity) + over[index]! * opacity)
  return recomposeColor({ type: 'rgb', values: [channel(0), channel(1), channel(2)] })
}

/**
 * A shade of `color` with at least `ratio` against every surface given: darker in light mode,
 * lighter in dark mode. The margin above 4.5 absorbs rounding and hovered rows.
 */
export function shadeReadableOn(color: string, surfaces: string[], scheme: ColorScheme, ratio = 4.8): string {
  let shade = color
  for (
    let step = 0;
    step < 30 && surfaces.some((surface) => getContrastRatio(shade, surface) < ratio);
    step += 1
  ) {
    shade = scheme === 'light' ? darken(shade, 0.06) : lighten(shade, 0.06)
  }
  return shade
}

function buildTones(scheme: ColorScheme, mains: Record<ToneName, string>): Record<ToneName, Tone> {
  const tones = scheme === 'light' ? LIGHT : DARK
  // Text sits on cards (paper) and on the page (background): readable on both.
  const surfaces = [tones.paper, tones.background]
  return Object.fromEntries(
    (Object.keys(mains) as ToneName[]).map((name) => {
      const tint = mix(tones.paper, mains[name], TINT_OPACITY)
      // A hovered or selected row lays a light veil under the chip in dark mode: readable there too.
      const tintSurfaces = scheme === 'dark' ? [tint, lighten(tint, 0.08)] : [tint, darken(tint, 0.06)]
      return [
        name,
        {
          text: shadeReadableOn(mains[name], surfaces, scheme),
          tint,
          onTint: shadeReadableOn(mains[name], tintSurfaces, scheme),
        },
      ]
    }),
  ) as Record<ToneName, Tone>
}

export function buildPalette(scheme: ColorScheme, skin: Skin, primary: string): PaletteOptions {
  const tones = scheme === 'light' ? LIGHT : DARK
  const mains: Record<ToneName, string> = {
    primary,
    secondary: scheme === 'light' ? '#6D6B77' : '#A8A6B2',
    success: '#28C76F',
    info: '#00BAD1',
    warning: '#FF9F43',
    error: '#FF4C51',
  }
  const tonal = buildTones(scheme, mains)
  return {
    mode: scheme,
    primary: { main: primary, dark: darken(primary, 0.12), light: lighten(primary, 0.2) },
    primaryText: tonal.primary.text,
    tonal,
    secondary: { main: mains.secondary },
    success: { main: mains.success },
    info: { main: mains.info },
    warning: { main: mains.warning },
    error: { main: mains.error },
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
