// Navbar notifications. Aurum has no notification feed yet (the spec shows none), so the menu
// holds the session's own events — the welcome after login — and can mark them read.
import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import Popover from '@mui/material/Popover'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined'
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined'
import { useTranslation } from 'react-i18next'
import { readStored, writeStored } from '../../../lib/storage'
import { useSession } from '../../../lib/session'

export function NotificationsMenu() {
  const { t } = useTranslation()
  const { userData } = useSession()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const readKey = `notifications-read-${userData?.id ?? 0}`
  const [read, setRead] = useState(() => readStored<boolean>(readKey, false))
  const unread = read ? 0 : 1
  const markRead = () => {
    writeStored(readKey, true)
    setRead(true)
  }
  return (
    <>
      <Tooltip title={t('app.navbar.notifications')}>
        <IconButton
          color="inherit"
          aria-label={t('app.navbar.notificationsCount', { unread })}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge color="error" variant="dot" invisible={unread === 0} overlap="circular">
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 360, mt: 1 }, role: 'dialog', 'aria-label': t('app.navbar.notifications') },
        }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}
        >
          <Typography variant="h6" component="h2">
            {t('app.navbar.notifications')}
          </Typography>
          <Button size="small" onClick={markRead} disabled={unread === 0}>
            {t('app.navbar.markAllRead')}
          </Button>
        </Box>
        <Divider />
        <List disablePadding>
          <ListItem sx={{ opacity: read ? 0.7 : 1 }}>
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                <CelebrationOutlined />
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={t('app.navbar.welcomeTitle', { name: userData?.fullName ?? '' })}
              secondary={t('app.navbar.welcomeText')}
            />
          </ListItem>
        </List>
      </Popover>
    </>
  )
}
