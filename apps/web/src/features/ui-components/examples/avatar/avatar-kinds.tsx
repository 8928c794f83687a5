import PersonOutlined from '@mui/icons-material/PersonOutlined'
import StarOutlined from '@mui/icons-material/StarOutlined'
import Avatar from '@mui/material/Avatar'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

export function AvatarKinds() {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Avatar alt={t('uiComponents.avatar.person')} src="/api/media/avatar/ada-lovelace.svg" />
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>AL</Avatar>
      <Avatar sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}>GH</Avatar>
      <Avatar>
        <PersonOutlined />
      </Avatar>
      <Avatar variant="rounded" sx={{ bgcolor: 'warning.main', color: 'warning.contrastText' }}>
        <StarOutlined />
      </Avatar>
      <Avatar variant="square">SQ</Avatar>
    </Stack>
  )
}
