import Stack from '@mui/material/Stack'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import type { DateValidationError } from '@mui/x-date-pickers/models'
import { isWeekend, subDays } from 'date-fns'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Disabled, read only, and a field in error that says why (a past day, or a weekend). */
export function DatePickerStates() {
  const { t } = useTranslation()
  const [day, setDay] = useState<Date | null>(() => subDays(new Date(), 3))
  // A default value must stay the same object: a new Date each render reads as a changed default.
  const [today] = useState(() => new Date())
  const [problem, setProblem] = useState<DateValidationError | null>(null)
  const message =
    problem === 'disablePast'
      ? t('forms.dateTimePicker.pastDay')
      : problem === 'shouldDisableDate'
        ? t('forms.dateTimePicker.weekend')
        : problem
          ? t('forms.dateTimePicker.invalidDay')
          : t('forms.dateTimePicker.workingDays')
  return (
    <Stack spacing={2}>
      <DatePicker
        label={t('forms.dateTimePicker.appointment')}
        value={day}
        onChange={setDay}
        disablePast
        shouldDisableDate={isWeekend}
        onError={setProblem}
        slotProps={{ textField: { helperText: message, required: true } }}
      />
      <DatePicker label={t('forms.disabled')} defaultValue={today} disabled />
      <DatePicker label={t('forms.dateTimePicker.readOnly')} defaultValue={today} readOnly />
    </Stack>
  )
}
