import { DateCalendar } from '@mui/x-date-pickers/DateCalendar'
import { useState } from 'react'

/** The calendar on its own, always open; its first column is the reader's first day of the week. */
export function DateStaticCalendar() {
  const [day, setDay] = useState<Date | null>(() => new Date())
  return <DateCalendar value={day} onChange={setDay} showDaysOutsideCurrentMonth />
}
