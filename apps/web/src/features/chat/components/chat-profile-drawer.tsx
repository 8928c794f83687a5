// The user's own chat profile: status, about and notifications, saved on the server.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CHAT_STATUSES, type ChatProfileUser, type ChatStatus } from '@aurum/shared'
import { useUpdateChatProfile } from '../api'
import { ChatAvatar } from './chat-avatar'

export type ChatProfileDrawerProps = { profile: ChatProfileUser; open: boolean; onClose: () => void }

export function ChatProfileDrawer({ profile, open, onClose }: ChatProfileDrawerProps) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<ChatStatus>(profile.status)
  const [about, setAbout] = useState(profile.about)
  const [notifications, setNotifications] = useState(profile.settings.isNotificationsOn)
  const update = useUpdateChatProfile()

  const save = async () => {
    await update.mutateAsync({ status, about, isNotificationsOn: notifications })
    onClose()
  }

  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { inlineSize: 340 } } }}>
      <Stack spacing={3} sx={{ p: 4 }} component="form" aria-label={t('chat.profile.title')}>
        <Stack alignItems="center" spacing={1}>
          <ChatAvatar fullName={profile.fullName} avatar={profile.avatar} status={status} size={80} />
          <Typography variant="h6">{profile.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {profile.role}
          </Typography>
        </Stack>
        <TextField
          label={t('chat.profile.about')}
          value={about}
          onChange={(event) => setAbout(event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Box>
          <Typography variant="subtitle2" id="chat-status-label">
            {t('chat.profile.status')}
          </Typography>
          <RadioGroup
            aria-labelledby="chat-status-label"
            value={status}
            onChange={(event) => setStatus(event.target.value as ChatStatus)}
          >
            {CHAT_STATUSES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`chat.status.${value}`)}
              />
            ))}
          </RadioGroup>
        </Box>
        <FormControlLabel
          control={
            <Switch checked={notifications} onChange={(event) => setNotifications(event.target.checked)} />
          }
          label={t('chat.profile.notifications')}
        />
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => void save()} disabled={update.isPending}>
            {t('chat.profile.save')}
          </Button>
          <Button variant="outlined" color="secondary" onClick={onClose}>
            {t('chat.profile.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  )
}
