// Red buttons that still read at WCAG AA: the palette's error red is too light for white text
// (3.2:1) and for text on the card, so the shade is darkened (or lightened in dark mode) until it is.
import { darken, getContrastRatio, type Theme } from '@mui/material/styles'
import { readableShade } from './tonal-chip'

/** A contained destructive button: white text on an error red dark enough for 4.6:1. */
export function dangerContainedSx(theme: Theme) {
  const text = theme.palette.common.white
  let background = theme.palette.error.main
  for (let step = 0; step < 20 && getContrastRatio(text, background) < 4.6; step += 1)
    background = darken(background, 0.06)
  return { bgcolor: background, color: text, '&:hover': { bgcolor: darken(background, 0.12) } }
}

/** A text or outlined destructive button: its red readable on the card. */
export function dangerTextSx(theme: Theme) {
  const shade = readableShade(theme, 'error')
  return { color: shade, borderColor: shade }
}
