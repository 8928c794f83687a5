// Navbar language menu (spec section 9's four languages); Arabic switches the layout to RTL.
import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import TranslateOutlined from '@mui/icons-material/TranslateOutlined'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '@aurum/shared'
import { updateSettings, useSettings } from '../../../lib/settings'

export function LanguageSwitcher() {
  const { t } = useTranslation()
  const { language } = useSettings()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Tooltip title={t('app.navbar.language')}>
        <IconButton
          color="inherit"
          aria-label={t('app.navbar.language')}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateOutlined />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((entry) => (
          <MenuItem
            key={entry.code}
            lang={entry.code}
            selected={entry.code === language}
            onClick={() => {
              updateSettings({ language: entry.code })
              setAnchor(null)
            }}
          >
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
