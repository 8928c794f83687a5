// Inter (bundled from @fontsource/inter, theme/fonts.ts) with system fallbacks; Arabic glyphs come
// from the system's Arabic fonts since Inter has none. 'Inter Fallback' is Arial given Inter's
// metrics (theme/inter-fallback.css): the text drawn before Inter arrives takes the same room.
import type { TypographyVariantsOptions } from '@mui/material/styles'

const FONT_FAMILY = [
  'Inter',
  '"Inter Fallback"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"Noto Sans Arabic"',
  'Tahoma',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',')

export const typography: TypographyVariantsOptions = {
  fontFamily: FONT_FAMILY,
  fontSize: 14,
  fontWeightLight: 300,
  fontWeightRegular: 400,
  fontWeightMedium: 500,
  fontWeightBold: 700,
  h1: { fontSize: '2.875rem', fontWeight: 600, lineHeight: 1.25 },
  h2: { fontSize: '2.375rem', fontWeight: 600, lineHeight: 1.25 },
  h3: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
  h4: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.35 },
  h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
  h6: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.45 },
  button: { textTransform: 'none', fontWeight: 500 },
  overline: { fontWeight: 500, letterSpacing: '0.8px' },
}
