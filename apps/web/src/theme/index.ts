// The one MUI theme of Aurum, built from the settings: scheme, skin, primary colour and direction.
import { createTheme, type Theme } from '@mui/material/styles'
import type { ColorScheme, Skin } from '../lib/settings'
import { buildComponents } from './components'
import { buildPalette, type Tone, type ToneName } from './palette'
import { typography } from './typography'

declare module '@mui/material/styles' {
  interface Palette {
    /** The primary colour shaded to be readable as text on this scheme's surfaces. */
    primaryText: string
    /** Each status colour as text, as a soft tint, and as text on that tint (readable by construction). */
    tonal: Record<ToneName, Tone>
  }
  interface PaletteOptions {
    primaryText?: string
    tonal?: Record<ToneName, Tone>
  }
}

export type ThemeOptions = {
  scheme: ColorScheme
  skin: Skin
  primary: string
  direction: 'ltr' | 'rtl'
}

export function createAppTheme({ scheme, skin, primary, direction }: ThemeOptions): Theme {
  return createTheme({
    direction,
    palette: buildPalette(scheme, skin, primary),
    typography,
    shape: { borderRadius: 6 },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1280, xl: 1536 } },
    components: buildComponents(skin),
  })
}
