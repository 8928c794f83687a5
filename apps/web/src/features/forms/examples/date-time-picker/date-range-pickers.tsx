import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { addDays, addMonths, differenceInCalendarDays, startOfDay } from 'date-fns'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const isDay = (value: Date | null): value is Date => value !== null && !Number.isNaN(value.getTime())

/**
 * A range as two pickers bound to each other: the end cannot come before the start nor the start
 * after the end, and both stay within the next six months.
 */
export function DateRangePickers() {
  const { t } = useTranslation()
  const [today] = useState(() => startOfDay(new Date()))
  const [start, setStart] = useState<Date | null>(() => addDays(today, 7))
  const [end, setEnd] = useState<Date | null>(() => addDays(today, 10))
  const latest = addMonths(today, 6)
  const nights = isDay(start) && isDay(end) ? differenceInCalendarDays(end, start) : null
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label={t('forms.dateTimePicker.checkIn')}
          value={start}
          onChange={setStart}
          minDate={today}
          maxDate={isDay(end) ? end : latest}
          sx={{ flex: 1 }}
        />
        <DatePicker
          label={t('forms.dateTimePicker.checkOut')}
          value={end}
          onChange={setEnd}
          minDate={isDay(start) ? start : today}
          maxDate={latest}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {nights !== null && nights >= 0
          ? t('forms.dateTimePicker.nights', { count: nights })
          : t('forms.dateTimePicker.rangeIncomplete')}
      </Typography>
    </>
  )
}
