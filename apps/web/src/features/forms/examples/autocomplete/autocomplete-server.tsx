import Autocomplete from '@mui/material/Autocomplete'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { distinctBy, useSalesSearch } from '../shared/use-sales-search'

// Stable functions: a new getOptionLabel each render makes the field reset its text when not focused.
const nameOf = (option: { name: string }) => option.name
/** The server has filtered: the list shows all it answered. */
const serverFiltered = <T,>(options: T[]) => options

type Buyer = { name: string; product: string }

/**
 * Buyers found by the server as the user types: asked once the typing pauses, the superseded
 * request aborted (shared/use-sales-search.ts). The server matches buyer, product or brand, so the
 * list filters nothing itself.
 */
export function AutocompleteServer() {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [buyer, setBuyer] = useState<Buyer | null>(null)
  const search = useSalesSearch(text)
  const buyers = useMemo(
    () =>
      distinctBy(
        search.sales,
        (sale) => sale.buyer.name,
        (sale) => ({ name: sale.buyer.name, product: sale.product.name }),
      ),
    [search.sales],
  )
  return (
    <Autocomplete
      options={buyers}
      value={buyer}
      onChange={(_, value) => setBuyer(value)}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, value) => option.name === value.name}
      filterOptions={serverFiltered}
      loading={search.loading}
      loadingText={t('forms.autocomplete.searching')}
      noOptionsText={text.trim() ? t('forms.autocomplete.noResults') : t('forms.autocomplete.typeToSearch')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {t('forms.autocomplete.buyerOption', { name: option.name, product: option.product })}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('forms.autocomplete.buyer')}
          helperText={t('forms.autocomplete.buyerHelp')}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {search.loading ? <CircularProgress color="inherit" size={20} aria-hidden /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  )
}
