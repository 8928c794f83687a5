import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const OPTIONS = ['newest', 'oldest', 'popular', 'priceLow'] as const

/** A menu that shows and changes a choice, the selected item marked. */
export function MenuSelected() {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [selected, setSelected] = useState<(typeof OPTIONS)[number]>('newest')
  const menuId = useId()
  return (
    <>
      <List component="div" disablePadding sx={{ maxWidth: 320 }}>
        <ListItemButton
          aria-haspopup="listbox"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ListItemText
            primary={t('uiComponents.menu.sortBy')}
            secondary={t(`uiComponents.menu.sort.${selected}`)}
          />
        </ListItemButton>
      </List>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { role: 'listbox' } }}
      >
        {OPTIONS.map((option) => (
          <MenuItem
            key={option}
            selected={option === selected}
            role="option"
            aria-selected={option === selected}
            onClick={() => {
              setSelected(option)
              setAnchor(null)
            }}
          >
            {t(`uiComponents.menu.sort.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
