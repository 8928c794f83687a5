// A person's picture, or their initials on a tint picked from their name when there is none.
import Avatar from '@mui/material/Avatar'
import type { Theme } from '@mui/material/styles'
import { tintForName } from './tonal-chip'

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?'
}

export type UserAvatarProps = {
  name: string
  src: string | null | undefined
  size?: number
  rounded?: boolean
  /** Hidden from assistive technology where the name beside it is the element's whole name (chips, options). */
  decorative?: boolean
}

export function UserAvatar({ name, src, size = 38, rounded = false, decorative = false }: UserAvatarProps) {
  const tint = tintForName(name)
  return (
    <Avatar
      // The name is written beside the picture everywhere it is used: the picture adds nothing to read.
      alt=""
      aria-hidden={decorative || undefined}
      src={src ?? undefined}
      variant={rounded ? 'rounded' : 'circular'}
      sx={(theme: Theme) => ({
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 500,
        bgcolor: theme.palette.tonal[tint].tint,
        color: theme.palette.tonal[tint].onTint,
      })}
    >
      {initialsOf(name)}
    </Avatar>
  )
}
