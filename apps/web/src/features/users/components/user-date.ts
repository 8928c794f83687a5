// Dates of the user page (sessions) written the way the shown language writes them.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

export function useDateTimeText() {
  const { i18n } = useTranslation()
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    [i18n.language],
  )
}
