import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import { addDays, setHours, startOfHour } from 'date-fns'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A day and a time in one field; nothing before now can be chosen. */
export function DateTimePickerBasic() {
  const { t } = useTranslation()
  const [delivery, setDelivery] = useState<Date | null>(() =>
    setHours(startOfHour(addDays(new Date(), 1)), 10),
  )
  return (
    <DateTimePicker
      label={t('forms.dateTimePicker.delivery')}
      value={delivery}
      onChange={setDelivery}
      disablePast
      sx={{ width: '100%' }}
    />
  )
}
