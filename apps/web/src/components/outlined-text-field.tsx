// A text field built from FormControl, InputLabel, OutlinedInput and FormHelperText: what MUI's
// TextField renders for the outlined variant, minus its `select` mode. TextField imports Select and
// with it Menu, Popover, Modal and their transitions (~15 KB gzip) even when no select is shown;
// forms on /login (budget 200 KB gzip of JavaScript) use this instead.
import { useId, type ReactNode } from 'react'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'

export type OutlinedTextFieldProps = Omit<OutlinedInputProps, 'label'> & {
  label: ReactNode
  /** Shown under the field and named as the input's description, like TextField's. */
  helperText?: ReactNode
}

export function OutlinedTextField({
  id,
  label,
  helperText,
  error,
  fullWidth = true,
  required,
  disabled,
  size,
  className,
  sx,
  ...inputProps
}: OutlinedTextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined
  return (
    <FormControl
      error={error}
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      size={size}
      className={className}
      sx={sx}
    >
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...inputProps} id={inputId} label={label} aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  )
}
