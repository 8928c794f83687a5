// The vertical menu: headings, links and collapsible groups; icons only when the nav is mini.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { alpha, useTheme } from '@mui/material/styles'
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined'
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import CircleOutlined from '@mui/icons-material/CircleOutlined'
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { NavIcon } from '@/components/nav-icons'
import type { NavEntry, NavGroup, NavLink } from '../navigation/nav-items'
import { prefetchOnIntent } from '../navigation/prefetch'
import { useNavActive } from './use-nav-active'

type MenuProps = { entries: NavEntry[]; mini: boolean; onNavigate?: () => void }

function VerticalNavLink({
  link,
  depth,
  mini,
  onNavigate,
}: {
  link: NavLink
  depth: number
  mini: boolean
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const { isLinkActive } = useNavActive()
  const active = isLinkActive(link)
  return (
    <ListItemButton
      // A plain link: NavLink would announce the page only on an exact match, while the menu also
      // marks the entry a route names as its own (every account-settings tab marks Account settings).
      component={RouterLink}
      to={link.to}
      onClick={onNavigate}
      {...prefetchOnIntent(link.to)}
      aria-current={active ? 'page' : undefined}
      sx={(theme) => ({
        borderRadius: 1.5,
        mb: 0.5,
        minHeight: 40,
        px: 1.5,
        ...(active &&
          (depth === 0
            ? {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.4)}`,
                '&:hover': { bgcolor: 'primary.dark' },
              }
            : { bgcolor: alpha(theme.palette.primary.main, 0.16), color: 'text.primary', fontWeight: 600 })),
      })}
    >
      <ListItemIcon sx={{ minWidth: mini ? 0 : 36, color: 'inherit' }}>
        {depth === 0 ? (
          <NavIcon name={link.icon} sx={{ fontSize: 22 }} />
        ) : (
          <CircleOutlined sx={{ fontSize: 10, marginInlineStart: 0.75 }} />
        )}
      </ListItemIcon>
      {!mini && (
        <ListItemText
          primary={t(link.titleKey)}
          slotProps={{ primary: { noWrap: true, sx: { fontWeight: active ? 600 : 400 } } }}
        />
      )}
    </ListItemButton>
  )
}

function VerticalNavGroup({
  group,
  depth,
  mini,
  onNavigate,
}: {
  group: NavGroup
  depth: number
  mini: boolean
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const { isGroupActive } = useNavActive()
  const active = isGroupActive(group)
  const [open, setOpen] = useState(active)
  const theme = useTheme()
  const id = `nav-group-${group.titleKey.replace(/\W/g, '-')}`
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={id}
        sx={(theme) => ({
          borderRadius: 1.5,
          mb: 0.5,
          minHeight: 40,
          px: 1.5,
          ...(active && { bgcolor: alpha(theme.palette.text.primary, 0.08) }),
        })}
      >
        <ListItemIcon sx={{ minWidth: mini ? 0 : 36, color: 'inherit' }}>
          {depth === 0 ? (
            <NavIcon name={group.icon} sx={{ fontSize: 22 }} />
          ) : (
            <CircleOutlined sx={{ fontSize: 10, marginInlineStart: 0.75 }} />
          )}
        </ListItemIcon>
        {!mini && (
          <>
            <ListItemText primary={t(group.titleKey)} slotProps={{ primary: { noWrap: true } }} />
            {/* Closed: points along the reading direction; open: points down. */}
            {open ? (
              <ExpandMoreOutlined fontSize="small" />
            ) : theme.direction === 'rtl' ? (
              <ChevronLeftOutlined fontSize="small" />
            ) : (
              <ChevronRightOutlined fontSize="small" />
            )}
          </>
        )}
      </ListItemButton>
      <Collapse in={open && !mini} timeout="auto" unmountOnExit>
        <List id={id} disablePadding>
          <VerticalNavEntries
            entries={group.children}
            depth={depth + 1}
            mini={mini}
            onNavigate={onNavigate}
          />
        </List>
      </Collapse>
    </Box>
  )
}

function VerticalNavEntries({
  entries,
  depth,
  mini,
  onNavigate,
}: {
  entries: (NavEntry | NavLink | NavGroup)[]
  depth: number
  mini: boolean
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  return entries.map((entry) => {
    if (entry.kind === 'heading')
      return (
        <Box component="li" key={entry.titleKey} sx={{ listStyle: 'none', mt: 2, mb: 1, px: 1.5 }}>
          {mini ? (
            <MoreHorizOutlined
              aria-label={t(entry.titleKey)}
              sx={{ color: 'text.secondary', fontSize: 20 }}
            />
          ) : (
            <Typography
              variant="overline"
              component="p"
              noWrap
              sx={{ color: 'text.secondary', lineHeight: 2 }}
            >
              {t(entry.titleKey)}
            </Typography>
          )}
        </Box>
      )
    if (entry.kind === 'group')
      return (
        <VerticalNavGroup
          key={entry.titleKey}
          group={entry}
          depth={depth}
          mini={mini}
          onNavigate={onNavigate}
        />
      )
    return (
      <Box component="li" key={entry.to} sx={{ listStyle: 'none' }}>
        <VerticalNavLink link={entry} depth={depth} mini={mini} onNavigate={onNavigate} />
      </Box>
    )
  })
}

export function VerticalNavMenu({ entries, mini, onNavigate }: MenuProps) {
  return (
    <List disablePadding sx={{ px: 1.5, py: 1 }}>
      <VerticalNavEntries entries={entries} depth={0} mini={mini} onNavigate={onNavigate} />
    </List>
  )
}
