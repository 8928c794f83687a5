// Horizontal navigation: top-level entries in a bar, groups opening popover menus (offset 4 px,
// sliding up into place — spec section 9's slide-y-reverse). Headings of the vertical menu become
// top-level groups here.
import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ClickAwayListener from '@mui/material/ClickAwayListener'
import Fade from '@mui/material/Fade'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import MenuList from '@mui/material/MenuList'
import Paper from '@mui/material/Paper'
import Popper from '@mui/material/Popper'
import { alpha, keyframes, useTheme } from '@mui/material/styles'
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined'
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import AppsOutlined from '@mui/icons-material/AppsOutlined'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { NavIcon } from '@/components/nav-icons'
import type { NavEntry, NavGroup, NavLink } from '../navigation/nav-items'
import { prefetchOnIntent } from '../navigation/prefetch'
import { useNavigation } from '../navigation/use-navigation'
import { HORIZONTAL_NAV_HEIGHT } from './layout-constants'
import { useNavActive } from './use-nav-active'

const POPOVER_OFFSET = 4

const slideYReverse = keyframes`
  from { opacity: 0; transform: translateY(10px); }
  to { opacity: 1; transform: none; }
`

/** Headings start a top-level group gathering the entries under them. */
function toHorizontalEntries(entries: NavEntry[]): (NavLink | NavGroup)[] {
  const result: (NavLink | NavGroup)[] = []
  let current: NavGroup | null = null
  for (const entry of entries) {
    if (entry.kind === 'heading') {
      current = { kind: 'group', titleKey: entry.titleKey, icon: 'pages', children: [] }
      result.push(current)
    } else if (current) current.children.push(entry)
    else result.push(entry)
  }
  return result.filter((entry) => entry.kind === 'link' || entry.children.length > 0)
}

function PopoverMenu({
  group,
  anchor,
  open,
  nested,
  onClose,
}: {
  group: NavGroup
  anchor: HTMLElement | null
  open: boolean
  nested: boolean
  onClose: () => void
}) {
  const theme = useTheme()
  const rtl = theme.direction === 'rtl'
  const placement = nested ? (rtl ? 'left-start' : 'right-start') : rtl ? 'bottom-end' : 'bottom-start'
  return (
    <Popper
      open={open}
      anchorEl={anchor}
      placement={placement}
      transition
      sx={{ zIndex: theme.zIndex.appBar + 3 }}
      modifiers={[{ name: 'offset', options: { offset: [0, POPOVER_OFFSET] } }]}
    >
      {({ TransitionProps }) => (
        <Fade {...TransitionProps} timeout={180}>
          <Paper elevation={8} sx={{ minWidth: 230, py: 0.5, animation: `${slideYReverse} 180ms ease-out` }}>
            <MenuList dense onKeyDown={(event) => event.key === 'Escape' && onClose()}>
              {group.children.map((child) =>
                child.kind === 'link' ? (
                  <PopoverLink key={child.to} link={child} onNavigate={onClose} />
                ) : (
                  <NestedGroup key={child.titleKey} group={child} onNavigate={onClose} />
                ),
              )}
            </MenuList>
          </Paper>
        </Fade>
      )}
    </Popper>
  )
}

function PopoverLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const { t } = useTranslation()
  const { isLinkActive } = useNavActive()
  const active = isLinkActive(link)
  return (
    <MenuItem
      component={RouterLink}
      to={link.to}
      onClick={onNavigate}
      {...prefetchOnIntent(link.to)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      sx={{ mx: 0.5, borderRadius: 1 }}
    >
      <ListItemIcon>
        <NavIcon name={link.icon} fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t(link.titleKey)}</ListItemText>
    </MenuItem>
  )
}

function NestedGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const { t } = useTranslation()
  const { isGroupActive } = useNavActive()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const theme = useTheme()
  return (
    <Box onMouseLeave={() => setAnchor(null)}>
      <MenuItem
        selected={isGroupActive(group)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onMouseEnter={(event) => setAnchor(event.currentTarget)}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'ArrowLeft' || event.key === 'Enter')
            setAnchor(event.currentTarget)
        }}
        sx={{ mx: 0.5, borderRadius: 1 }}
      >
        <ListItemIcon>
          <NavIcon name={group.icon} fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t(group.titleKey)}</ListItemText>
        {theme.direction === 'rtl' ? (
          <ChevronLeftOutlined fontSize="small" />
        ) : (
          <ChevronRightOutlined fontSize="small" />
        )}
      </MenuItem>
      <PopoverMenu group={group} anchor={anchor} open={Boolean(anchor)} nested onClose={onNavigate} />
    </Box>
  )
}

function TopGroup({ group }: { group: NavGroup }) {
  const { t } = useTranslation()
  const { isGroupActive } = useNavActive()
  const [open, setOpen] = useState(false)
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null)
  const menuId = useId()
  const active = isGroupActive(group)
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
        <Button
          ref={setAnchor}
          color="inherit"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          // Hover already opens the menu; a click (or Enter) must not close it again.
          onClick={() => setOpen(true)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
          startIcon={group.icon === 'pages' ? <AppsOutlined /> : <NavIcon name={group.icon} />}
          endIcon={<ExpandMoreOutlined />}
          sx={(theme) => ({
            px: 1.5,
            height: 38,
            whiteSpace: 'nowrap',
            ...(active && {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.4)}`,
              '&:hover': { bgcolor: 'primary.dark' },
            }),
          })}
        >
          {t(group.titleKey)}
        </Button>
        <Box id={menuId}>
          <PopoverMenu
            group={group}
            anchor={anchor}
            open={open}
            nested={false}
            onClose={() => setOpen(false)}
          />
        </Box>
      </Box>
    </ClickAwayListener>
  )
}

function TopLink({ link }: { link: NavLink }) {
  const { t } = useTranslation()
  const { isLinkActive } = useNavActive()
  const active = isLinkActive(link)
  return (
    <Button
      component={RouterLink}
      to={link.to}
      {...prefetchOnIntent(link.to)}
      color="inherit"
      aria-current={active ? 'page' : undefined}
      startIcon={<NavIcon name={link.icon} />}
      sx={{
        px: 1.5,
        height: 38,
        whiteSpace: 'nowrap',
        ...(active && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
      }}
    >
      {t(link.titleKey)}
    </Button>
  )
}

export function HorizontalNav() {
  const { t } = useTranslation()
  const entries = toHorizontalEntries(useNavigation())
  return (
    <Box
      component="nav"
      aria-label={t('app.nav.label')}
      data-testid="horizontal-nav"
      sx={{
        minHeight: HORIZONTAL_NAV_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        flexWrap: 'wrap',
        py: 1,
      }}
    >
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <TopLink key={entry.to} link={entry} />
        ) : (
          <TopGroup key={entry.titleKey} group={entry} />
        ),
      )}
    </Box>
  )
}
