// The four languages in a menu, for the navbar's switcher and the blank pages' picker. The picker
// loads it the first time it is pointed at or opened: Menu brings Popover, Modal and their
// transitions, which pages without a navbar (/login) would otherwise download up front. Choosing an
// entry sets the app's language and closes the menu.
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { LANGUAGES } from '@aurum/shared'
import { updateSettings, useSettings } from '../lib/settings'

export type LanguageMenuListProps = {
  anchor: HTMLElement | null
  onClose: () => void
}

export function LanguageMenuList({ anchor, onClose }: LanguageMenuListProps) {
  const { language } = useSettings()
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((entry) => (
        <MenuItem
          key={entry.code}
          lang={entry.code}
          selected={entry.code === language}
          onClick={() => {
            updateSettings({ language: entry.code })
            onClose()
          }}
        >
          {entry.name}
        </MenuItem>
      ))}
    </Menu>
  )
}
