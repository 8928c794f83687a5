import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const SUGGESTIONS = ['Invoice', 'Refund', 'Shipping', 'Discount', 'Warranty'] as const

/** Suggestions only: any text is a value (freeSolo), the list merely helps to type it. */
export function AutocompleteFreeSolo() {
  const { t } = useTranslation()
  const [subject, setSubject] = useState('')
  return (
    <>
      <Autocomplete
        freeSolo
        options={SUGGESTIONS.map((key) => t(`forms.autocomplete.subjects.${key.toLowerCase()}`))}
        inputValue={subject}
        onInputChange={(_, value) => setSubject(value)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('forms.autocomplete.subject')}
            helperText={t('forms.autocomplete.freeSoloHelp')}
          />
        )}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('forms.autocomplete.chosen', { value: subject || t('forms.autocomplete.none') })}
      </Typography>
    </>
  )
}
