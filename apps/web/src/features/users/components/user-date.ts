// Dates of the user page (sessions) written the way the shown language writes them.
import { useFormat } from '@/lib/format'

export function useDateTimeText() {
  return useFormat().dateTime
}
