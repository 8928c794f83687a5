import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export function ButtonIconsLoading() {
  const { t } = useTranslation()
  const [sending, setSending] = useState(false)
  const send = () => {
    setSending(true)
    setTimeout(() => setSending(false), 1500)
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          endIcon={<SendOutlined />}
          loading={sending}
          loadingPosition="end"
          onClick={send}
        >
          {t('uiComponents.button.send')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteOutlined />}>
          {t('uiComponents.button.delete')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <IconButton aria-label={t('uiComponents.button.like')} color="error">
          <FavoriteBorderOutlined />
        </IconButton>
        <IconButton aria-label={t('uiComponents.button.settings')} color="primary">
          <SettingsOutlined />
        </IconButton>
        <IconButton aria-label={t('uiComponents.button.delete')} disabled>
          <DeleteOutlined />
        </IconButton>
      </Stack>
    </Stack>
  )
}
