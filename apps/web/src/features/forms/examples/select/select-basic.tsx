import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const STATUSES = ['active', 'pending', 'inactive'] as const

export function SelectBasic() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<string>('active')
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('forms.select.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      >
        {STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`forms.select.statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('forms.select.nativeLabel')}
        defaultValue="pending"
        slotProps={{ select: { native: true } }}
      >
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`forms.select.statuses.${value}`)}
          </option>
        ))}
      </TextField>
      <TextField select label={t('forms.disabled')} disabled defaultValue="inactive">
        <MenuItem value="inactive">{t('forms.select.statuses.inactive')}</MenuItem>
      </TextField>
    </Stack>
  )
}
