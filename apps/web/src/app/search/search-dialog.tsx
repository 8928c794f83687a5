// The global search dialog: opened from the navbar or Ctrl/Cmd+K; type to search the pages (in the
// reader's language or English) and the records the server lets the reader see (products, orders by
// number, customers, users, categories: a group per kind), arrow keys and Enter to open one; recent
// and suggested pages when empty.
import { useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import InputBase from '@mui/material/InputBase'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import KeyboardReturnOutlined from '@mui/icons-material/KeyboardReturnOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSettings } from '@/lib/settings'
import { flattenLinks } from '../navigation/filter-navigation'
import { NavIcon } from '@/components/nav-icons'
import { useNavigation } from '../navigation/use-navigation'
import { UserAvatar } from '@/components/user-avatar'
import { useAppBarSearch, useRecordSearch } from './search-api'
import { readRecentPages, rememberPage, type RecentPage } from './recent-pages'

/** A page, or a record (with its second line and picture); only pages are remembered as recent. */
type SearchItem = RecentPage & { subtitle?: string; avatar?: string | null; record?: boolean }
type Section = { key: string; title: string; items: SearchItem[] }
const SUGGESTED_COUNT = 6
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  m: 0,
} as const

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'))
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="search-dialog-title"
      slotProps={{
        paper: { sx: { alignSelf: fullScreen ? 'stretch' : 'flex-start', mt: fullScreen ? 0 : 10 } },
      }}
    >
      <Box component="h2" id="search-dialog-title" sx={VISUALLY_HIDDEN}>
        {t('app.search.title')}
      </Box>
      {open && <SearchPanel onClose={onClose} />}
    </Dialog>
  )
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { language } = useSettings()
  const [text, setText] = useState('')
  const q = useDeferredValue(text.trim())
  const [activeIndex, setActiveIndex] = useState(0)
  const listId = useId()
  const nav = useNavigation()
  const search = useAppBarSearch(q, language)
  const records = useRecordSearch(q, language)

  const sections: Section[] = useMemo(() => {
    if (!q) {
      const allowed = flattenLinks(nav)
      const allowedUrls = new Set(allowed.map((link) => link.to))
      const recent = readRecentPages().filter((page) => allowedUrls.has(page.url))
      const suggested = allowed
        .filter((link) => !recent.some((page) => page.url === link.to))
        .slice(0, SUGGESTED_COUNT)
        .map((link) => ({ url: link.to, icon: link.icon ?? 'pages', title: t(link.titleKey) }))
      return [
        { key: 'recent', title: t('app.search.recent'), items: recent },
        { key: 'suggested', title: t('app.search.suggested'), items: suggested },
      ].filter((section) => section.items.length > 0)
    }
    const pages: Section[] = (search.data ?? []).map((group) => ({
      key: group.category,
      title: group.title,
      items: group.children,
    }))
    const found: Section[] = (records.data ?? []).map((group) => ({
      key: `records-${group.kind}`,
      title: group.title,
      items: group.items.map((item) => ({ ...item, record: true })),
    }))
    return [...pages, ...found]
  }, [q, nav, search.data, records.data, t])

  const items = sections.flatMap((section) => section.items)
  const safeIndex = Math.min(activeIndex, Math.max(items.length - 1, 0))

  const open = (item: SearchItem) => {
    if (!item.record) rememberPage({ url: item.url, icon: item.icon, title: item.title })
    onClose()
    void navigate(item.url)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault()
      setActiveIndex((safeIndex + 1) % items.length)
    } else if (event.key === 'ArrowUp' && items.length) {
      event.preventDefault()
      setActiveIndex((safeIndex - 1 + items.length) % items.length)
    } else if (event.key === 'Enter' && items[safeIndex]) {
      event.preventDefault()
      open(items[safeIndex])
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`
  const offsets = sections.map((_, sectionIndex) =>
    sections.slice(0, sectionIndex).reduce((sum, section) => sum + section.items.length, 0),
  )
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: { sm: '70vh' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setActiveIndex(0)
          }}
          onKeyDown={onKeyDown}
          placeholder={t('app.search.placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('app.search.title'),
            'aria-expanded': items.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': items.length ? optionId(safeIndex) : undefined,
          }}
          startAdornment={
            <InputAdornment position="start">
              {search.isFetching || records.isFetching ? (
                <CircularProgress size={20} aria-label={t('app.loading')} />
              ) : (
                <SearchOutlined />
              )}
            </InputAdornment>
          }
          sx={{ fontSize: 16 }}
        />
        <Chip
          label={t('app.search.escKey')}
          size="small"
          variant="outlined"
          sx={{ display: { xs: 'none', sm: 'flex' } }}
        />
        <IconButton onClick={onClose} aria-label={t('app.search.close')}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', minHeight: 200 }}>
        {q && search.isError && records.isError && (
          <Typography sx={{ p: 3, color: 'error.main' }} role="alert">
            {t('app.search.error')}
          </Typography>
        )}
        {q &&
          search.isSuccess &&
          records.isSuccess &&
          !search.isPlaceholderData &&
          !records.isPlaceholderData &&
          items.length === 0 && (
            <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }} role="status">
              {t('app.search.noResults', { q })}
            </Typography>
          )}
        <List id={listId} role="listbox" aria-label={t('app.search.results')} sx={{ py: 0 }}>
          {sections.map((section, sectionIndex) => (
            <Box component="li" key={section.key} sx={{ listStyle: 'none' }} role="presentation">
              <ListSubheader
                component="div"
                role="presentation"
                sx={{ lineHeight: '36px', bgcolor: 'background.paper' }}
              >
                {section.title}
              </ListSubheader>
              <Box component="ul" role="group" aria-label={section.title} sx={{ m: 0, p: 0 }}>
                {section.items.map((item, position) => {
                  const itemIndex = (offsets[sectionIndex] ?? 0) + position
                  const active = itemIndex === safeIndex
                  return (
                    <ListItemButton
                      key={`${section.key}-${item.url}`}
                      id={optionId(itemIndex)}
                      role="option"
                      aria-selected={active}
                      selected={active}
                      component="li"
                      onMouseMove={() => setActiveIndex(itemIndex)}
                      onClick={() => open(item)}
                      sx={{ mx: 1, borderRadius: 1 }}
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        {item.record ? (
                          <UserAvatar name={item.title} src={item.avatar} size={26} rounded />
                        ) : (
                          <NavIcon name={item.icon} fontSize="small" />
                        )}
                      </ListItemIcon>
                      <ListItemText
                        primary={item.title}
                        secondary={item.subtitle || undefined}
                        slotProps={{ secondary: { noWrap: true } }}
                      />
                      {active && <KeyboardReturnOutlined fontSize="small" sx={{ color: 'text.secondary' }} />}
                    </ListItemButton>
                  )
                })}
              </Box>
            </Box>
          ))}
        </List>
      </Box>
    </Box>
  )
}
