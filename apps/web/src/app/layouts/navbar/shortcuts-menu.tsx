// Navbar shortcuts: a grid of the pages whose route meta offers one, limited to the menu's links
// the user sees.
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { NavIcon } from '@/components/nav-icons'
import { flattenLinks } from '@/app/navigation/filter-navigation'
import { prefetchOnIntent } from '@/app/navigation/prefetch'
import { SHORTCUTS, useNavigation } from '@/app/navigation/use-navigation'
import { NavbarPopover } from './navbar-popover'

export function ShortcutsMenu() {
  const { t } = useTranslation()
  const entries = useNavigation()
  const shortcuts = useMemo(() => {
    const allowed = new Set(flattenLinks(entries).map((link) => link.to))
    return SHORTCUTS.filter((shortcut) => allowed.has(shortcut.to)).slice(0, 6)
  }, [entries])
  return (
    <NavbarPopover title={t('app.navbar.shortcuts')} icon={<WidgetsOutlined />} width={340}>
      {(close) => (
        <>
          <Typography variant="h6" component="h2" sx={{ px: 2.5, py: 2 }}>
            {t('app.navbar.shortcuts')}
          </Typography>
          <Divider />
          {shortcuts.length === 0 ? (
            <Typography sx={{ p: 3, color: 'text.secondary' }}>{t('app.navbar.noShortcuts')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
              {shortcuts.map((shortcut) => {
                return (
                  <ButtonBase
                    key={shortcut.to}
                    component={RouterLink}
                    to={shortcut.to}
                    onClick={close}
                    {...prefetchOnIntent(shortcut.to)}
                    sx={(theme) => ({
                      flexDirection: 'column',
                      gap: 1,
                      py: 3,
                      borderBottom: `1px solid ${theme.palette.divider}`,
                      '&:nth-of-type(odd)': { borderInlineEnd: `1px solid ${theme.palette.divider}` },
                      '&:hover': { bgcolor: 'action.hover' },
                    })}
                  >
                    <Box
                      sx={(theme) => ({
                        width: 48,
                        height: 48,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: alpha(theme.palette.text.primary, 0.08),
                      })}
                    >
                      <NavIcon name={shortcut.icon} />
                    </Box>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {t(shortcut.titleKey)}
                    </Typography>
                  </ButtonBase>
                )
              })}
            </Box>
          )}
        </>
      )}
    </NavbarPopover>
  )
}
