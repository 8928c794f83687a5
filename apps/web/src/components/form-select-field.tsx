// A select bound to a react-hook-form field: FormTextField in select mode over labelled options.
import MenuItem from '@mui/material/MenuItem'
import type { FieldValues } from 'react-hook-form'
import { FormTextField, type FormTextFieldProps } from './form-text-field'

export type SelectOption = { value: string; label: string }

/** Each value with its label in the reader's words. */
export function optionsOf<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }))
}

export type FormSelectFieldProps<T extends FieldValues, Parsed = T> = Omit<
  FormTextFieldProps<T, Parsed>,
  'select' | 'children'
> & { options: readonly SelectOption[] }

export function FormSelectField<T extends FieldValues, Parsed = T>({
  options,
  ...props
}: FormSelectFieldProps<T, Parsed>) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  )
}
