// Navbar language menu (spec section 9's four languages); Arabic switches the layout to RTL.
import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import TranslateOutlined from '@mui/icons-material/TranslateOutlined'
import { useTranslation } from 'react-i18next'
import { LanguageMenuList } from '@/components/language-menu-list'

export function LanguageSwitcher() {
  const { t } = useTranslation()
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
      <LanguageMenuList anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  )
}
