// A navbar icon with the count of what waits for the user (unread messages, notifications).
import type { ReactNode } from 'react'
import Badge from '@mui/material/Badge'

export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  // No badge at 0: MUI keeps showing the old number while it hides, which axe reads as the
  // button's text against a name that already says 0.
  if (count <= 0) return <>{children}</>
  return (
    <Badge color="error" badgeContent={count} max={99} overlap="circular">
      {children}
    </Badge>
  )
}
