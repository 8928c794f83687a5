// A language picker for pages without the navbar (authentication, landing): the current
// language's name on a button, the four languages in a menu. Arabic turns the page right-to-left.
import { useState } from 'react'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import TranslateOutlined from '@mui/icons-material/TranslateOutlined'
import { LANGUAGES } from '@aurum/shared'
import { updateSettings, useSettings } from '../lib/settings'

export type LanguageMenuProps = {
  /** Accessible name of the button, e.g. "Language". */
  label: string
}

export function LanguageMenu({ label }: LanguageMenuProps) {
  const { language } = useSettings()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0]
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateOutlined />}
        aria-label={`${label}: ${current.name}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.secondary' }}
      >
        <span lang={current.code}>{current.name}</span>
      </Button>
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
