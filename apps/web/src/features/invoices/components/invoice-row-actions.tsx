// A row's actions in the invoice list: preview and download as buttons, and a menu with edit,
// duplicate and delete (five buttons would not fit beside the figures). On a phone only the first
// button stays beside the number and the total; the others open from the menu, so neither wraps.
import { useId, useState, type ReactElement } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import MenuItem from '@mui/material/MenuItem'
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined'
import { Link as RouterLink } from 'react-router'
import { RowAction, type RowActionProps } from '@/components/data-table'

export type InvoiceMenuItem = { label: string; icon: ReactElement; to?: string; onClick?: () => void }

export type InvoiceRowActionsProps = {
  buttons: RowActionProps[]
  menuLabel: string
  menu: (InvoiceMenuItem | false | null)[]
}

export function InvoiceRowActions({ buttons, menuLabel, menu }: InvoiceRowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const kept = phone ? buttons.slice(0, 1) : buttons
  const moved: InvoiceMenuItem[] = (phone ? buttons.slice(1) : []).map(({ title, icon, to, onClick }) =>
    to ? { label: title, icon, to } : { label: title, icon, onClick },
  )
  const items = [...moved, ...menu.filter((item): item is InvoiceMenuItem => Boolean(item))]
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: '100%' }}>
      {kept.map((button) => (
        <RowAction key={button.label} {...button} />
      ))}
      {items.length ? (
        <>
          <IconButton
            aria-label={menuLabel}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertOutlined fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {items.map((item) =>
              item.to ? (
                <MenuItem
                  key={item.label}
                  component={RouterLink}
                  to={item.to}
                  onClick={() => setAnchor(null)}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  {item.label}
                </MenuItem>
              ) : (
                <MenuItem
                  key={item.label}
                  onClick={() => {
                    setAnchor(null)
                    item.onClick?.()
                  }}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  {item.label}
                </MenuItem>
              ),
            )}
          </Menu>
        </>
      ) : null}
    </Box>
  )
}
