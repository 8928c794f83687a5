import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCountryOptions } from '@/components/form-country-field'

/** Countries named in the reader's language (Intl.DisplayNames), sorted as that language sorts. */
export function AutocompleteCountries() {
  const { t } = useTranslation()
  const countries = useCountryOptions()
  const [country, setCountry] = useState<string | null>('FR')
  return (
    <>
      <Autocomplete
        options={countries.codes}
        getOptionLabel={countries.name}
        value={country}
        onChange={(_, value) => setCountry(value)}
        autoHighlight
        renderInput={(params) => <TextField {...params} label={t('forms.autocomplete.country')} />}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('forms.autocomplete.chosen', {
          value: country ? countries.name(country) : t('forms.autocomplete.none'),
        })}
      </Typography>
    </>
  )
}
