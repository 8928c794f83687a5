// A country picked from the ISO 3166-1 list, bound to a react-hook-form field holding its code
// ('' for none): names in the reader's language (Intl.DisplayNames), sorted as that language sorts
// them, found by typing any part of the name, accents aside.
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useMemo } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { COUNTRY_CODES, countryName } from '@aurum/shared'
import { formatFor } from '../lib/format'

/** Every country as [code, name in the language], sorted by name in that language. */
export function useCountryOptions(): { codes: string[]; name: (code: string) => string } {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const names = new Map(COUNTRY_CODES.map((code) => [code, countryName(code, language)]))
    const { compare } = formatFor(language)
    const codes = [...COUNTRY_CODES].sort((a, b) => compare(names.get(a)!, names.get(b)!))
    return { codes, name: (code: string) => names.get(code.toUpperCase()) ?? code }
  }, [language])
}

const filterOptions = createFilterOptions<string>({ ignoreAccents: true, ignoreCase: true })

export type FormCountryFieldProps<T extends FieldValues, Parsed = T> = Pick<
  TextFieldProps,
  'label' | 'required' | 'helperText' | 'size' | 'disabled'
> & {
  control: Control<T, unknown, Parsed>
  name: FieldPath<T>
  /** Turns the validation or server message into the text shown (e.g. a translation). */
  errorText?: (message: string) => string
  /** The browser's autofill hint; off by default (a user's country is not the reader's). */
  autoComplete?: string
}

export function FormCountryField<T extends FieldValues, Parsed = T>({
  control,
  name,
  errorText,
  helperText,
  autoComplete = 'off',
  disabled,
  ...props
}: FormCountryFieldProps<T, Parsed>) {
  const { t } = useTranslation()
  const countries = useCountryOptions()
  return (
    <Controller<T, FieldPath<T>, Parsed>
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' && field.value ? field.value : null
        // A stored value off the list (older data) stays shown as it is until it is changed.
        const options =
          value && !countries.codes.includes(value) ? [value, ...countries.codes] : countries.codes
        const message = fieldState.error?.message
        return (
          <Autocomplete
            options={options}
            value={value}
            onChange={(_event, code) => field.onChange(code ?? '')}
            onBlur={field.onBlur}
            getOptionLabel={countries.name}
            filterOptions={filterOptions}
            autoHighlight
            disabled={disabled}
            noOptionsText={t('app.country.none')}
            renderInput={(params) => (
              <TextField
                {...params}
                {...props}
                name={field.name}
                inputRef={field.ref}
                slotProps={{ htmlInput: { ...params.inputProps, autoComplete } }}
                error={Boolean(fieldState.error)}
                helperText={message ? (errorText ? errorText(message) : message) : helperText}
              />
            )}
          />
        )
      }}
    />
  )
}
