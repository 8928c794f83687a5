import Autocomplete from '@mui/material/Autocomplete'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const STATUSES = ['active', 'pending', 'inactive'] as const
type Status = (typeof STATUSES)[number]

/** Disabled, required with an error until a value is chosen, helper text, and the small size. */
export function AutocompleteStates() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<Status | null>(null)
  const label = (value: Status) => t(`forms.select.statuses.${value}`)
  return (
    <Stack spacing={2}>
      <Autocomplete
        options={STATUSES}
        getOptionLabel={label}
        value={status}
        onChange={(_, value) => setStatus(value)}
        renderInput={(params) => (
          <TextField
            {...params}
            required
            label={t('forms.autocomplete.status')}
            error={status === null}
            helperText={
              status === null ? t('forms.autocomplete.required') : t('forms.autocomplete.statusHelp')
            }
          />
        )}
      />
      <Autocomplete
        options={STATUSES}
        getOptionLabel={label}
        defaultValue="pending"
        disabled
        renderInput={(params) => <TextField {...params} label={t('forms.disabled')} />}
      />
      <Autocomplete
        options={STATUSES}
        getOptionLabel={label}
        size="small"
        renderInput={(params) => <TextField {...params} label={t('forms.sizes.small')} />}
      />
    </Stack>
  )
}
