// Navbar notifications: the caller's stored notifications (a new order or customer, an order
// dispatched, a new review, a product out of stock, their own role changed, a visitor's message), newest first, unread ones marked; opening one goes to its
// record and marks it read; "mark all as read" clears the badge. Polled, so new ones appear alone.
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import List from '@mui/material/List'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { SvgIconComponent } from '@mui/icons-material'
import BadgeOutlined from '@mui/icons-material/BadgeOutlined'
import FiberManualRecord from '@mui/icons-material/FiberManualRecord'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded'
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined'
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { NotificationKind, UserNotification } from '@aurum/shared'
import type { TonalChipColor } from '@/components/tonal-chip'
import { useRoleName } from '@/components/user-role-icon'
import { useFormat } from '@/lib/format'
import { CountBadge } from './count-badge'
import { useMarkNotificationsRead, useNotificationList } from './notifications-api'
import { NavbarPopover } from './navbar-popover'

const KIND_LOOKS: Record<NotificationKind, { icon: SvgIconComponent; color: TonalChipColor }> = {
  newOrder: { icon: ShoppingCartOutlined, color: 'success' },
  newCustomer: { icon: PersonAddAltOutlined, color: 'info' },
  orderShipped: { icon: LocalShippingOutlined, color: 'primary' },
  newReview: { icon: StarOutlineRounded, color: 'warning' },
  outOfStock: { icon: Inventory2Outlined, color: 'error' },
  roleChanged: { icon: BadgeOutlined, color: 'info' },
  contactMessage: { icon: MailOutlineRounded, color: 'primary' },
}

export function NotificationsMenu() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const format = useFormat()
  const roleName = useRoleName()
  const list = useNotificationList()
  const markRead = useMarkNotificationsRead()
  const unread = list.data?.unread ?? 0
  const items = list.data?.notifications ?? []

  const words = (item: UserNotification) => {
    const params = { ...item.params }
    if (item.kind === 'roleChanged' && typeof params.role === 'string') params.role = roleName(params.role)
    if (typeof params.rating === 'number') params.rating = format.number(params.rating)
    return {
      title: t(`app.notifications.${item.kind}.title`, params),
      text: t(`app.notifications.${item.kind}.text`, params),
    }
  }

  const open = (item: UserNotification, close: () => void) => {
    if (!item.read) markRead.mutate(item.id)
    close()
    if (item.link) void navigate(item.link)
  }

  return (
    <NavbarPopover
      title={t('app.navbar.notifications')}
      buttonLabel={t('app.navbar.notificationsCount', { unread })}
      icon={
        <CountBadge count={unread}>
          <NotificationsNoneOutlined />
        </CountBadge>
      }
      width={380}
    >
      {(close) => (
        <>
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}
          >
            <Typography variant="h6" component="h2">
              {t('app.navbar.notifications')}
            </Typography>
            <Button size="small" onClick={() => markRead.mutate(null)} disabled={unread === 0}>
              {t('app.navbar.markAllRead')}
            </Button>
          </Box>
          <Divider />
          {items.length === 0 ? (
            <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
              {list.isError ? t('app.notifications.error') : t('app.notifications.empty')}
            </Typography>
          ) : (
            <List disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
              {items.map((item) => {
                const { icon: Icon, color } = KIND_LOOKS[item.kind]
                const { title, text } = words(item)
                return (
                  <li key={item.id}>
                    <ListItemButton
                      onClick={() => open(item, close)}
                      alignItems="flex-start"
                      sx={{ gap: 0.5 }}
                    >
                      <ListItemAvatar>
                        <Avatar
                          aria-hidden
                          sx={(theme) => ({
                            bgcolor: theme.palette.tonal[color].tint,
                            color: theme.palette.tonal[color].onTint,
                          })}
                        >
                          <Icon />
                        </Avatar>
                      </ListItemAvatar>
                      <ListItemText
                        primary={title}
                        secondary={
                          <>
                            {text}
                            <Box component="span" sx={{ display: 'block', mt: 0.25 }}>
                              {format.dateTime(item.createdAt)}
                            </Box>
                          </>
                        }
                        slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 600 } } }}
                      />
                      {item.read ? null : (
                        <FiberManualRecord
                          titleAccess={t('app.notifications.unread')}
                          sx={{ fontSize: 10, mt: 1, color: 'tonal.primary.text' }}
                        />
                      )}
                    </ListItemButton>
                  </li>
                )
              })}
            </List>
          )}
        </>
      )}
    </NavbarPopover>
  )
}
