import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles'

export type ToneColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error'

/**
 * A shade of a palette colour readable as small text on cards (WCAG AA 4.5:1): the status
 * colours (green, orange, cyan) are too pale on white as they are. On a tinted background (a soft
 * chip) ask for a higher ratio against the card.
 */
export function readableTone(theme: Theme, color: ToneColor, minRatio = 4.6): string {
  const surface = theme.palette.background.paper
  const light = theme.palette.mode === 'light'
  let shade = theme.palette[color].main
  for (let step = 0; step < 20 && getContrastRatio(shade, surface) < minRatio; step += 1) {
    shade = light ? darken(shade, 0.08) : lighten(shade, 0.08)
  }
  return shade
}
