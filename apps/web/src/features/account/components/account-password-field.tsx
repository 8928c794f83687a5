// A password field of the security tab with a show/hide button, bound to a react-hook-form field.
import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import { FormTextField, type FormTextFieldProps } from '../../../components/form-text-field'

export type AccountPasswordFieldProps<T extends FieldValues, Parsed> = FormTextFieldProps<T, Parsed> & {
  autoComplete: 'current-password' | 'new-password'
}

export function AccountPasswordField<T extends FieldValues, Parsed>(
  props: AccountPasswordFieldProps<T, Parsed>,
) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  return (
    <FormTextField
      fullWidth
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setShown((value) => !value)}
                aria-label={t(shown ? 'account.security.hidePassword' : 'account.security.showPassword')}
                aria-pressed={shown}
              >
                {shown ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
