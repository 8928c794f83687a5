import Stack from '@mui/material/Stack'
import { TimePicker } from '@mui/x-date-pickers/TimePicker'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const at = (hours: number, minutes: number) => {
  const time = new Date()
  time.setHours(hours, minutes, 0, 0)
  return time
}

/** Hours and minutes, in 12 or 24 hours as the reader's language writes them; steps of 15 minutes. */
export function TimePickerBasic() {
  const { t } = useTranslation()
  const [opening, setOpening] = useState<Date | null>(() => at(9, 0))
  // The bounds and default stay the same objects from one render to the next.
  const [limits] = useState(() => ({ meeting: at(14, 30), earliest: at(8, 0), latest: at(18, 0) }))
  return (
    <Stack spacing={2}>
      <TimePicker label={t('forms.dateTimePicker.opening')} value={opening} onChange={setOpening} />
      <TimePicker
        label={t('forms.dateTimePicker.meeting')}
        defaultValue={limits.meeting}
        minutesStep={15}
        minTime={limits.earliest}
        maxTime={limits.latest}
        slotProps={{ textField: { helperText: t('forms.dateTimePicker.officeHours') } }}
      />
    </Stack>
  )
}
