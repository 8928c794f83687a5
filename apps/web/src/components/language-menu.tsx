// A language picker for pages without the navbar (authentication, landing): the current
// language's name on a button, the four languages in a menu. Arabic turns the page right-to-left.
import { lazy, Suspense, useState } from 'react'
import Button from '@mui/material/Button'
import TranslateOutlined from '@mui/icons-material/TranslateOutlined'
import { LANGUAGES } from '@aurum/shared'
import { useSettings } from '../lib/settings'

const loadMenuList = () => import('./language-menu-list')
const LanguageMenuList = lazy(() => loadMenuList().then((module) => ({ default: module.LanguageMenuList })))

export type LanguageMenuProps = {
  /** Accessible name of the button, e.g. "Language". */
  label: string
}

export function LanguageMenu({ label }: LanguageMenuProps) {
  const { language } = useSettings()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // The menu's code is fetched on first use; it stays mounted afterwards for its closing transition.
  const [used, setUsed] = useState(false)
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
        onPointerEnter={() => void loadMenuList()}
        onFocus={() => void loadMenuList()}
        onClick={(event) => {
          setUsed(true)
          setAnchor(event.currentTarget)
        }}
        sx={{ color: 'text.secondary' }}
      >
        <span lang={current.code}>{current.name}</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
