// The cells most lists repeat: a person (avatar, name, email) and a thing with its picture (name,
// and a second line such as the brand).
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { LeftToRightText } from '../left-to-right-text'
import { UserAvatar } from '../user-avatar'

const cellRow = { display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 } as const
/**
 * What people wrote (names, headlines) is in any script: it takes its own direction (dir="auto":
 * punctuation and the cut-off ellipsis land on the right side) and stays aligned with the column as
 * the page's direction wants it (match-parent: the start of the cell, not of the text).
 */
export const ownDirection = { textAlign: 'match-parent' } as const

export type PersonCellProps = {
  name: string
  avatar: string | null
  /** Read left to right in every language: an email, a @username. */
  secondary: string
  /** Where the name links to; plain text without. */
  to?: string
}

export function PersonCell({ name, avatar, secondary, to }: PersonCellProps) {
  return (
    <Box sx={cellRow}>
      <UserAvatar name={name} src={avatar} size={34} />
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        {to ? (
          <Link
            component={RouterLink}
            to={to}
            variant="body2"
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 500, display: 'block' }}
            noWrap
            title={typeof name === 'string' ? name : undefined}
          >
            {name}
          </Link>
        ) : (
          <Typography
            variant="body2"
            sx={{ fontWeight: 500, ...ownDirection }}
            noWrap
            dir="auto"
            title={typeof name === 'string' ? name : undefined}
          >
            {name}
          </Typography>
        )}
        <LeftToRightText>{secondary}</LeftToRightText>
      </Box>
    </Box>
  )
}

export type MediaCellProps = {
  title: string
  subtitle?: string
  /** The picture; its first letter without. */
  image: string | null
  /** Initials on a tint picked from the title (a project), instead of a neutral square. */
  initials?: boolean
}

export function MediaCell({ title, subtitle, image, initials = false }: MediaCellProps) {
  return (
    <Box sx={cellRow}>
      {initials ? (
        <UserAvatar name={title} src={image} size={34} rounded />
      ) : (
        // The name is written beside the picture: the picture adds nothing to read.
        <Avatar
          variant="rounded"
          src={image ?? undefined}
          alt=""
          sx={{ width: 38, height: 38, bgcolor: 'action.hover', color: 'text.secondary' }}
        >
          {title.slice(0, 1)}
        </Avatar>
      )}
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Typography
          variant="body2"
          sx={{ fontWeight: 500, ...ownDirection }}
          noWrap
          dir="auto"
          title={typeof title === 'string' ? title : undefined}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={ownDirection}
            noWrap
            dir="auto"
            title={typeof subtitle === 'string' ? subtitle : undefined}
          >
            {subtitle}
          </Typography>
        ) : null}
      </Box>
    </Box>
  )
}
