import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined'
import { useTranslation } from 'react-i18next'
import { OutlinedTextField, type OutlinedTextFieldProps } from '../../../components/outlined-text-field'

export type AuthPasswordFieldProps = Omit<OutlinedTextFieldProps, 'type' | 'endAdornment'>

/** A password text field with a show/hide toggle. */
export function AuthPasswordField(props: AuthPasswordFieldProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <OutlinedTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={t(visible ? 'auth.fields.hidePassword' : 'auth.fields.showPassword')}
            aria-pressed={visible}
          >
            {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
          </IconButton>
        </InputAdornment>
      }
    />
  )
}
