// A small chip on a soft tint of a palette colour (statuses, roles, plans), in the theme's tonal
// tokens (theme/palette.ts): the tint is opaque and its text reads at WCAG AA on it.
import Chip, { type ChipProps } from '@mui/material/Chip'
import type { Theme } from '@mui/material/styles'
import { shadeReadableOn } from '../theme/palette'

export type TonalChipColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error'

/**
 * A shade of `color` readable as text on the page: the theme's token, or a stronger shade when a
 * place asks for more than AA (`minRatio`) or sits on another surface.
 */
export function readableShade(
  theme: Theme,
  color: TonalChipColor,
  minRatio?: number,
  background = theme.palette.background.paper,
): string {
  const token = theme.palette.tonal[color].text
  if (minRatio === undefined && background === theme.palette.background.paper) return token
  return shadeReadableOn(token, [background], theme.palette.mode, minRatio ?? 4.8)
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
          bgcolor: theme.palette.tonal[color].tint,
          color: theme.palette.tonal[color].onTint,
          fontWeight: 500,
          '& .MuiChip-icon': { color: 'inherit' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  )
}
