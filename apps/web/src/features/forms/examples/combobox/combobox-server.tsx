import Autocomplete from '@mui/material/Autocomplete'
import CircularProgress from '@mui/material/CircularProgress'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { distinctBy, useSalesSearch } from '../shared/use-sales-search'

// Stable functions: a new getOptionLabel each render makes the field reset its text when not focused.
const nameOf = (option: { name: string }) => option.name
/** The server has filtered: the list shows all it answered. */
const serverFiltered = <T,>(options: T[]) => options

type Product = { id: number; name: string; brand: string }

/** A product picked among the server's matches: the same debounced, cancelled search as the buyers. */
export function ComboboxServer() {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [product, setProduct] = useState<Product | null>(null)
  const search = useSalesSearch(text)
  const products = useMemo(
    () =>
      distinctBy(
        search.sales,
        (sale) => String(sale.product.id),
        (sale) => ({ id: sale.product.id, name: sale.product.name, brand: sale.product.brand }),
      ),
    [search.sales],
  )
  return (
    <Autocomplete
      options={products}
      value={product}
      onChange={(_, value) => setProduct(value)}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={serverFiltered}
      autoHighlight
      loading={search.loading}
      loadingText={t('forms.autocomplete.searching')}
      noOptionsText={text.trim() ? t('forms.autocomplete.noResults') : t('forms.autocomplete.typeToSearch')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <ListItemText primary={option.name} secondary={option.brand} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('forms.combobox.product')}
          helperText={t('forms.combobox.productHelp')}
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
