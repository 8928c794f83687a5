// The examples of /forms/date-time-picker, in the order the page shows them, and the
// LocalizationProvider they are drawn in (only this page loads the pickers).
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { DatePickerBasic } from './date-picker-basic'
import { DatePickerStates } from './date-picker-states'
import { DateRangePickers } from './date-range-pickers'
import { DateStaticCalendar } from './date-static-calendar'
import { DateTimePickerBasic } from './date-time-picker-basic'
import { TimePickerBasic } from './time-picker-basic'

export { PickersLocalization as Wrapper } from '@/components/pickers-localization'

export const examples: ShowcaseEntry[] = [
  { id: 'date', Example: DatePickerBasic, source: () => import('./date-picker-basic.tsx?raw') },
  { id: 'time', Example: TimePickerBasic, source: () => import('./time-picker-basic.tsx?raw') },
  { id: 'dateTime', Example: DateTimePickerBasic, source: () => import('./date-time-picker-basic.tsx?raw') },
  { id: 'range', Example: DateRangePickers, source: () => import('./date-range-pickers.tsx?raw') },
  { id: 'states', Example: DatePickerStates, source: () => import('./date-picker-states.tsx?raw') },
  { id: 'static', Example: DateStaticCalendar, source: () => import('./date-static-calendar.tsx?raw') },
]
