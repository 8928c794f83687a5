// A chat person's avatar with a dot for their status (online, away, busy, offline).
import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import type { ChatStatus } from '@aurum/shared'

const STATUS_COLOR: Record<ChatStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'action.disabled',
}

export type ChatAvatarProps = { fullName: string; avatar: string | null; status: ChatStatus; size?: number }

export function ChatAvatar({ fullName, avatar, status, size = 40 }: ChatAvatarProps) {
  const initials = fullName
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{
        '& .MuiBadge-badge': {
          bgcolor: STATUS_COLOR[status],
          boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
        },
      }}
    >
      <Avatar
        src={avatar ?? undefined}
        alt={fullName}
        sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {initials}
      </Avatar>
    </Badge>
  )
}
