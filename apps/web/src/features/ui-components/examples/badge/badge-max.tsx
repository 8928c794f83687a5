import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import Badge from '@mui/material/Badge'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export function BadgeMax() {
  const { t } = useTranslation()
  const [count, setCount] = useState(98)
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }} useFlexGap>
      <Badge badgeContent={count} max={99} color="primary" showZero>
        <NotificationsOutlined titleAccess={t('uiComponents.badge.notifications', { count })} />
      </Badge>
      <Button variant="outlined" size="small" onClick={() => setCount((value) => value + 1)}>
        {t('uiComponents.badge.add')}
      </Button>
      <Button variant="outlined" size="small" color="secondary" onClick={() => setCount(0)}>
        {t('uiComponents.badge.clear')}
      </Button>
    </Stack>
  )
}
