// The four languages in a menu, for the navbar's switcher and the blank pages' picker. The picker
// loads it the first time it is pointed at or opened: Menu brings Popover, Modal and their
// transitions, which pages without a navbar (/login) would otherwise download up front.
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { LANGUAGES, type LanguageCode } from '@aurum/shared'

export type LanguageMenuListProps = {
  anchor: HTMLElement | null
  language: LanguageCode
  onChoose: (language: LanguageCode) => void
  onClose: () => void
}

export function LanguageMenuList({ anchor, language, onChoose, onClose }: LanguageMenuListProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((entry) => (
        <MenuItem
          key={entry.code}
          lang={entry.code}
          selected={entry.code === language}
          onClick={() => onChoose(entry.code)}
        >
          {entry.name}
        </MenuItem>
      ))}
    </Menu>
  )
}
