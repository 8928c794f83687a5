import Autocomplete from '@mui/material/Autocomplete'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ServerSearchInput, useServerSearchProps } from '../shared/server-search-field'
import { distinctBy, useSalesSearch } from '../shared/use-sales-search'

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
      {...useServerSearchProps<Buyer>(text, setText, search.loading)}
      isOptionEqualToValue={(option, value) => option.name === value.name}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {t('forms.autocomplete.buyerOption', { name: option.name, product: option.product })}
        </li>
      )}
      renderInput={(params) => (
        <ServerSearchInput
          params={params}
          label={t('forms.autocomplete.buyer')}
          helperText={t('forms.autocomplete.buyerHelp')}
          loading={search.loading}
        />
      )}
    />
  )
}
