import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

const DEPARTMENTS = ['sales', 'marketing', 'finance', 'support', 'engineering', 'design', 'legal'] as const
type Department = (typeof DEPARTMENTS)[number]

/**
 * An editable select: typing filters, the arrows move through the list (Home and End jump to its
 * ends), Enter chooses the highlighted option and Escape closes it.
 */
export function ComboboxKeyboard() {
  const { t } = useTranslation()
  const { compare } = useFormat()
  const [department, setDepartment] = useState<Department | null>(null)
  const label = (value: Department) => t(`forms.combobox.departments.${value}`)
  const options = useMemo(() => {
    return [...DEPARTMENTS].sort((a, b) =>
      compare(t(`forms.combobox.departments.${a}`), t(`forms.combobox.departments.${b}`)),
    )
  }, [compare, t])
  return (
    <Autocomplete
      options={options}
      getOptionLabel={label}
      value={department}
      onChange={(_, value) => setDepartment(value)}
      autoHighlight
      openOnFocus
      handleHomeEndKeys
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('forms.combobox.department')}
          helperText={t('forms.combobox.keyboardHelp')}
        />
      )}
    />
  )
}
