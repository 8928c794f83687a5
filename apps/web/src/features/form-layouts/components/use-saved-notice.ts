// The layout examples have no server: submitting shows what would be saved in a snackbar (the
// values typed, passwords left out).
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useNotify } from '@/components/notifications'

export function useSavedNotice(): (values: Record<string, unknown>) => void {
  const { t } = useTranslation()
  const notify = useNotify()
  return useCallback(
    (values) => {
      const summary = Object.entries(values)
        .filter(([key, value]) => !/password/i.test(key) && value !== '' && value !== false && value != null)
        .map(([, value]) => String(value))
        .join(' · ')
      notify(t('formLayouts.layouts.wouldSave', { summary }))
    },
    [notify, t],
  )
}
