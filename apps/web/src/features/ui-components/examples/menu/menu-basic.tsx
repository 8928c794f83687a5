import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const ACTIONS = ['profile', 'account', 'logout'] as const

export function MenuBasic() {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  return (
    <>
      <Button
        variant="outlined"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('uiComponents.menu.open')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ACTIONS.map((action) => (
          <MenuItem key={action} onClick={() => setAnchor(null)}>
            {t(`uiComponents.menu.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
