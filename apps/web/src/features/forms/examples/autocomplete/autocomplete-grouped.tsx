import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

const TIME_ZONES = [
  { zone: 'Europe/Paris', region: 'europe' },
  { zone: 'Europe/Madrid', region: 'europe' },
  { zone: 'Europe/London', region: 'europe' },
  { zone: 'America/New_York', region: 'americas' },
  { zone: 'America/Mexico_City', region: 'americas' },
  { zone: 'America/Sao_Paulo', region: 'americas' },
  { zone: 'Africa/Cairo', region: 'africa' },
  { zone: 'Africa/Casablanca', region: 'africa' },
  { zone: 'Asia/Dubai', region: 'asia' },
  { zone: 'Asia/Tokyo', region: 'asia' },
] as const
type TimeZone = (typeof TIME_ZONES)[number]

/** Options under their group's heading; the groups are sorted so each appears once. */
export function AutocompleteGrouped() {
  const { t } = useTranslation()
  const { compare } = useFormat()
  const options = useMemo(() => {
    const group = (option: TimeZone) => t(`forms.autocomplete.regions.${option.region}`)
    return [...TIME_ZONES].sort((a, b) => compare(group(a), group(b)) || compare(a.zone, b.zone))
  }, [compare, t])
  return (
    <Autocomplete
      options={options}
      groupBy={(option) => t(`forms.autocomplete.regions.${option.region}`)}
      getOptionLabel={(option) => option.zone.replace(/_/g, ' ')}
      renderInput={(params) => <TextField {...params} label={t('forms.autocomplete.timeZone')} />}
    />
  )
}
