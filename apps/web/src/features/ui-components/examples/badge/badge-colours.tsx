import MailOutlined from '@mui/icons-material/MailOutlined'
import Badge from '@mui/material/Badge'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const

export function BadgeColours() {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {COLOURS.map((colour, index) => (
        <Badge key={colour} badgeContent={index + 1} color={colour}>
          <MailOutlined titleAccess={t('uiComponents.badge.unread', { count: index + 1 })} />
        </Badge>
      ))}
      <Badge variant="dot" color="error">
        <MailOutlined titleAccess={t('uiComponents.badge.newMail')} />
      </Badge>
    </Stack>
  )
}
