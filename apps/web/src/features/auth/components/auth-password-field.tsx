// A password text field of the sign-in pages with a show/hide button.
import { useState } from 'react'
import { OutlinedTextField, type OutlinedTextFieldProps } from '@/components/outlined-text-field'
import { PasswordVisibilityButton } from '@/components/password-visibility-button'

export type AuthPasswordFieldProps = Omit<OutlinedTextFieldProps, 'type' | 'endAdornment'>

export function AuthPasswordField(props: AuthPasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <OutlinedTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <PasswordVisibilityButton shown={visible} onToggle={() => setVisible((shown) => !shown)} />
      }
    />
  )
}
