// A navbar button that opens a panel under it (notifications, shortcuts): the button's tooltip and
// the panel's name are the same words, and the panel is a dialog that the panel's links can close.
import { useState, type ReactNode } from 'react'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import Tooltip from '@mui/material/Tooltip'

export type NavbarPopoverProps = {
  /** The button's tooltip and the panel's accessible name. */
  title: string
  /** The button's own name, when it says more than the title (an unread count). */
  buttonLabel?: string
  icon: ReactNode
  width: number
  children: (close: () => void) => ReactNode
}

export function NavbarPopover({ title, buttonLabel, icon, width, children }: NavbarPopoverProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          color="inherit"
          aria-label={buttonLabel ?? title}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width, mt: 1 }, role: 'dialog', 'aria-label': title } }}
      >
        {children(close)}
      </Popover>
    </>
  )
}
