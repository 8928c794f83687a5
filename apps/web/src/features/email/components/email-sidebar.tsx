// The mailbox's side menu: compose, the folders with the spec's counts, and the labels with theirs.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import DraftsOutlined from '@mui/icons-material/DraftsOutlined'
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import StarOutline from '@mui/icons-material/StarOutline'
import Circle from '@mui/icons-material/Circle'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EMAIL_LABELS, type EmailFilter, type EmailLabel, type EmailsMeta } from '@aurum/shared'
import { useFormat } from '@/lib/format'
import { LABEL_COLORS } from './email-labels'

const FOLDERS: { filter: EmailFilter; icon: typeof InboxOutlined; count?: keyof EmailsMeta }[] = [
  { filter: 'inbox', icon: InboxOutlined, count: 'inbox' },
  { filter: 'sent', icon: SendOutlined },
  { filter: 'draft', icon: DraftsOutlined, count: 'draft' },
  { filter: 'starred', icon: StarOutline, count: 'star' },
  { filter: 'spam', icon: ReportGmailerrorredOutlined, count: 'spam' },
  { filter: 'trashed', icon: DeleteOutline },
]

export type EmailSidebarProps = {
  filter?: EmailFilter
  label?: EmailLabel
  meta?: EmailsMeta
  onCompose: () => void
  /** Called when a folder or label is chosen (the small screens' drawer closes). */
  onNavigate?: () => void
}

export function EmailSidebar({ filter, label, meta, onCompose, onNavigate }: EmailSidebarProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const active = filter ?? (label ? undefined : 'inbox')
  return (
    <Box
      component="nav"
      aria-label={t('email.sidebar.label')}
      sx={{ width: 240, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', overflowY: 'auto' }}
    >
      <Box sx={{ p: 2 }}>
        <Button fullWidth variant="contained" onClick={onCompose}>
          {t('email.compose.open')}
        </Button>
      </Box>
      <List dense>
        {FOLDERS.map(({ filter: folder, icon: Icon, count }) => {
          const value = count ? (meta?.[count] as number | undefined) : undefined
          return (
            <ListItem key={folder} disablePadding>
              <ListItemButton
                component={RouterLink}
                onClick={onNavigate}
                to={`/apps/email/filter/${folder}`}
                selected={active === folder}
                aria-current={active === folder ? 'page' : undefined}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`email.folders.${folder}`)} />
                {value ? (
                  <Chip
                    size="small"
                    label={format.number(value)}
                    color={folder === 'inbox' ? 'primary' : folder === 'spam' ? 'error' : 'default'}
                    aria-label={t('email.sidebar.count', { count: value })}
                  />
                ) : null}
              </ListItemButton>
            </ListItem>
          )
        })}
      </List>
      <Typography variant="overline" component="h2" sx={{ px: 2, color: 'text.secondary', display: 'block' }}>
        {t('email.sidebar.labels')}
      </Typography>
      <List dense>
        {EMAIL_LABELS.map((name) => (
          <ListItem key={name} disablePadding>
            <ListItemButton
              component={RouterLink}
              onClick={onNavigate}
              to={`/apps/email/label/${name}`}
              selected={label === name && !filter}
              aria-current={label === name && !filter ? 'page' : undefined}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Circle fontSize="small" color={LABEL_COLORS[name]} sx={{ fontSize: 12 }} />
              </ListItemIcon>
              <ListItemText primary={t(`email.labels.${name}`)} />
              {meta ? (
                <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
                  {format.number(meta.labels[name])}
                </Box>
              ) : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  )
}
