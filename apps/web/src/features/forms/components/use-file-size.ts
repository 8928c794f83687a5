// A file's size in the reader's language: "12 kB", "1.4 MB".
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

export function useFileSize(): (bytes: number) => string {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useCallback(
    (bytes: number) => {
      const megabytes = bytes >= 1024 * 1024
      return new Intl.NumberFormat(language, {
        style: 'unit',
        unit: megabytes ? 'megabyte' : 'kilobyte',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }).format(bytes / (megabytes ? 1024 * 1024 : 1024))
    },
    [language],
  )
}
