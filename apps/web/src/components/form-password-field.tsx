// A password field bound to a react-hook-form field, with a show/hide button (account and user
// security tabs).
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FormTextField, type FormTextFieldProps } from './form-text-field'
import { PasswordVisibilityButton } from './password-visibility-button'

export type FormPasswordFieldProps<T extends FieldValues, Parsed> = FormTextFieldProps<T, Parsed> & {
  /** What the browser's password manager offers: the saved password, or a new one. */
  autoComplete?: 'current-password' | 'new-password'
}

export function FormPasswordField<T extends FieldValues, Parsed>({
  autoComplete = 'new-password',
  ...props
}: FormPasswordFieldProps<T, Parsed>) {
  const [shown, setShown] = useState(false)
  return (
    <FormTextField
      fullWidth
      {...props}
      autoComplete={autoComplete}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <PasswordVisibilityButton
              shown={shown}
              onToggle={() => setShown((value) => !value)}
              iconSize="small"
            />
          ),
        },
      }}
    />
  )
}
