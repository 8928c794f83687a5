// A password field with a show/hide button, bound to a react-hook-form field.
import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import { FormTextField, type FormTextFieldProps } from '../../../components/form-text-field'

export function UserPasswordField<T extends FieldValues, Parsed>(props: FormTextFieldProps<T, Parsed>) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  return (
    <FormTextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setShown((value) => !value)}
                aria-label={t(shown ? 'users.security.hidePassword' : 'users.security.showPassword')}
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
