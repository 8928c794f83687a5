import Typography from '@mui/material/Typography'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/** A day typed in the reader's format or chosen in the calendar (the page's LocalizationProvider). */
export function DatePickerBasic() {
  const { t } = useTranslation()
  const format = useFormat()
  const [day, setDay] = useState<Date | null>(() => new Date())
  return (
    <>
      <DatePicker
        label={t('forms.dateTimePicker.date')}
        value={day}
        onChange={setDay}
        sx={{ width: '100%' }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('forms.dateTimePicker.chosen', {
          value:
            day && !Number.isNaN(day.getTime())
              ? format.date(day.toISOString())
              : t('forms.dateTimePicker.none'),
        })}
      </Typography>
    </>
  )
}
