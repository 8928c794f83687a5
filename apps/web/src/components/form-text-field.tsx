// An MUI TextField bound to a react-hook-form field (text or `select`): value, ref and the
// field's error under it, the error worded by the caller (each area translates its own messages).
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

export type FormTextFieldProps<T extends FieldValues, Parsed = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  /** The form's control; `Parsed` is what its resolver turns the values into. */
  control: Control<T, unknown, Parsed>
  name: FieldPath<T>
  /** Turns the validation or server message into the text shown (e.g. a translation). */
  errorText?: (message: string) => string
}

/**
 * Addresses and phone numbers read left to right in every language: in Arabic an email typed into
 * a right-to-left box is cut at its start ("…rin.bode@example.com").
 */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'url', 'tel'])

function withDirection(props: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const htmlInput = props.slotProps?.htmlInput
  if (!LEFT_TO_RIGHT_TYPES.has(props.type ?? '') || typeof htmlInput === 'function') return props.slotProps
  return { ...props.slotProps, htmlInput: { dir: 'ltr', ...htmlInput } }
}

export function FormTextField<T extends FieldValues, Parsed = T>({
  control,
  name,
  errorText,
  helperText,
  ...props
}: FormTextFieldProps<T, Parsed>) {
  return (
    <Controller<T, FieldPath<T>, Parsed>
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message
        return (
          <TextField
            {...props}
            slotProps={withDirection(props)}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={message ? (errorText ? errorText(message) : message) : helperText}
          />
        )
      }}
    />
  )
}
