// What the autocomplete and combobox examples that search the server share: the list's props for a
// server that filters (the field's text, the waiting and empty texts, no filtering of its own), and
// the text box with a spinner while the server answers.
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'

// Stable functions: a new getOptionLabel each render makes the field reset its text when not focused.
const nameOf = (option: { name: string }) => option.name
/** The server has filtered: the list shows all it answered. */
const serverFiltered = <T,>(options: T[]) => options

/** The list's props; `T` is the options' type (named, so that the list infers it from these too). */
export function useServerSearchProps<T extends { name: string }>(
  text: string,
  setText: (text: string) => void,
  loading: boolean,
) {
  const { t } = useTranslation()
  return {
    inputValue: text,
    onInputChange: (_event: unknown, value: string) => setText(value),
    getOptionLabel: nameOf as (option: T) => string,
    filterOptions: serverFiltered<T>,
    loading,
    loadingText: t('forms.autocomplete.searching'),
    noOptionsText: text.trim() ? t('forms.autocomplete.noResults') : t('forms.autocomplete.typeToSearch'),
  }
}

export type ServerSearchInputProps = {
  params: AutocompleteRenderInputParams
  label: string
  helperText: string
  loading: boolean
}

export function ServerSearchInput({ params, label, helperText, loading }: ServerSearchInputProps) {
  return (
    <TextField
      {...params}
      label={label}
      helperText={helperText}
      slotProps={{
        input: {
          ...params.InputProps,
          endAdornment: (
            <>
              {loading ? <CircularProgress color="inherit" size={20} aria-hidden /> : null}
              {params.InputProps.endAdornment}
            </>
          ),
        },
      }}
    />
  )
}
