// The navbar's way into the chat, with the count of messages the user has not seen. The count is
// pushed on the realtime socket (when it connects and whenever it changes), so it moves without a
// reload in every open tab.
import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAbility } from '@/lib/ability'
import { useRealtimeEvents } from '@/lib/realtime'
import { CountBadge } from './count-badge'

export function ChatUnreadButton() {
  const { t } = useTranslation()
  const ability = useAbility()
  const [unread, setUnread] = useState(0)
  useRealtimeEvents((event) => {
    if (event.type === 'chat.unread') setUnread(event.unread)
  })
  if (!ability.can('read', 'Chat')) return null
  return (
    <Tooltip title={t('app.navbar.chat')}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to="/apps/chat"
        aria-label={t('app.navbar.chatCount', { count: unread })}
        data-testid="navbar-chat"
      >
        <CountBadge count={unread}>
          <ChatBubbleOutlineRounded />
        </CountBadge>
      </IconButton>
    </Tooltip>
  )
}
