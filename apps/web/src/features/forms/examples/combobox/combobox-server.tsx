import Autocomplete from '@mui/material/Autocomplete'
import ListItemText from '@mui/material/ListItemText'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ServerSearchInput, useServerSearchProps } from '../shared/server-search-field'
import { distinctBy, useSalesSearch } from '../shared/use-sales-search'

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
      {...useServerSearchProps<Product>(text, setText, search.loading)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      autoHighlight
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <ListItemText primary={option.name} secondary={option.brand} />
        </li>
      )}
      renderInput={(params) => (
        <ServerSearchInput
          params={params}
          label={t('forms.combobox.product')}
          helperText={t('forms.combobox.productHelp')}
          loading={search.loading}
        />
      )}
    />
  )
}
