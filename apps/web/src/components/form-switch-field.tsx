// A switch bound to a react-hook-form boolean field, with its label beside it: checked, changed,
// blurred and focused (on an error) through the field.
import type { ReactNode } from 'react'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

export type FormSwitchFieldProps<T extends FieldValues, Parsed = T> = {
  /** The form's control; `Parsed` is what its resolver turns the values into. */
  control: Control<T, unknown, Parsed>
  name: FieldPath<T>
  label: ReactNode
}

export function FormSwitchField<T extends FieldValues, Parsed = T>({
  control,
  name,
  label,
}: FormSwitchFieldProps<T, Parsed>) {
  return (
    <Controller<T, FieldPath<T>, Parsed>
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              inputRef={field.ref}
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  )
}
