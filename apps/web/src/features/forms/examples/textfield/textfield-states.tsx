import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export function TextfieldStates() {
  const { t } = useTranslation()
  const [email, setEmail] = useState('ada@')
  const invalid = email !== '' && !/^\S+@\S+\.\S+$/.test(email)
  return (
    <Stack spacing={2}>
      <TextField
        label={t('forms.textfield.required')}
        required
        helperText={t('forms.textfield.requiredHelp')}
      />
      <TextField
        label={t('forms.textfield.disabled')}
        disabled
        defaultValue={t('forms.textfield.cannotChange')}
      />
      <TextField
        label={t('forms.textfield.readOnly')}
        defaultValue="INV-4021"
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        label={t('forms.textfield.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid}
        helperText={invalid ? t('forms.textfield.emailInvalid') : ' '}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <AlternateEmailOutlined />
              </InputAdornment>
            ),
          },
          htmlInput: { dir: 'ltr' },
        }}
      />
      <TextField
        label={t('forms.textfield.price')}
        type="number"
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">$</InputAdornment>,
            endAdornment: <InputAdornment position="end">USD</InputAdornment>,
          },
        }}
      />
    </Stack>
  )
}
