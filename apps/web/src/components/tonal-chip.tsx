// A small chip on a soft tint of a palette colour (statuses, roles, plans), its text darkened or
// lightened until it reads at WCAG AA on the card: the status colours are too pale as they are.
import Chip, { type ChipProps } from '@mui/material/Chip'
import {
  alpha,
  darken,
  decomposeColor,
  getContrastRatio,
  lighten,
  recomposeColor,
  type Theme,
} from '@mui/material/styles'

export type TonalChipColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error'

export const TINT_OPACITY = 0.16

/** The paper surface with `opacity` of the palette colour laid over it (what a soft chip shows). */
export function tintedSurface(theme: Theme, color: TonalChipColor, opacity: number): string {
  const paper = decomposeColor(theme.palette.background.paper).values
  const tint = decomposeColor(theme.palette[color].main).values
  const mixed = [0, 1, 2].map((index) => Math.round(paper[index]! * (1 - opacity) + tint[index]! * opacity))
  return recomposeColor({ type: 'rgb', values: [mixed[0]!, mixed[1]!, mixed[2]!] })
}

/** A shade of `color` with at least `minRatio` against `background` (the paper surface by default). */
export function readableShade(
  theme: Theme,
  color: TonalChipColor,
  minRatio = 4.6,
  background = theme.palette.background.paper,
): string {
  const light = theme.palette.mode === 'light'
  let shade = theme.palette[color].main
  for (let step = 0; step < 20 && getContrastRatio(shade, background) < minRatio; step += 1) {
    shade = light ? darken(shade, 0.08) : lighten(shade, 0.08)
  }
  return shade
}

const NAME_TINTS: TonalChipColor[] = ['primary', 'success', 'info', 'warning', 'error', 'secondary']

/** A tint picked from a name, the same each time (initials avatars, role chips). */
export function tintForName(name: string): TonalChipColor {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return NAME_TINTS[hash % NAME_TINTS.length]!
}

export type TonalChipProps = Omit<ChipProps, 'color' | 'variant'> & { color?: TonalChipColor }

export function TonalChip({ color = 'secondary', sx, size = 'small', ...props }: TonalChipProps) {
  return (
    <Chip
      size={size}
      {...props}
      sx={[
        (theme) => ({
          bgcolor: alpha(theme.palette[color].main, TINT_OPACITY),
          color: readableShade(theme, color, 4.6, tintedSurface(theme, color, TINT_OPACITY)),
          fontWeight: 500,
          '& .MuiChip-icon': { color: 'inherit' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  )
}
