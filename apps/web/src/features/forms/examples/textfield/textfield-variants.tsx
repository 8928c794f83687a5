import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'

export function TextfieldVariants() {
  const { t } = useTranslation()
  return (
    <Stack spacing={2}>
      <TextField label={t('forms.textfield.outlined')} variant="outlined" />
      <TextField label={t('forms.textfield.filled')} variant="filled" />
      <TextField label={t('forms.textfield.standard')} variant="standard" />
      <TextField label={t('forms.textfield.small')} size="small" />
    </Stack>
  )
}
