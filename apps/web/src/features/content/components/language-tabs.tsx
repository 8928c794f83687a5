// The languages an author writes in: English (the text every language falls back to) and the
// translations, one tab each.
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { CONTENT_LANGUAGES, LANGUAGES, type ContentLanguage } from '@aurum/shared'
import { useTranslation } from 'react-i18next'

export function LanguageTabs({
  value,
  onChange,
}: {
  value: ContentLanguage
  onChange: (language: ContentLanguage) => void
}) {
  const { t } = useTranslation()
  return (
    <Tabs
      value={value}
      onChange={(_, next: ContentLanguage) => onChange(next)}
      aria-label={t('content.languages')}
      sx={{ mb: 2 }}
    >
      {CONTENT_LANGUAGES.map((code) => (
        <Tab
          key={code}
          value={code}
          label={LANGUAGES.find((entry) => entry.code === code)?.name ?? code}
          lang={code}
        />
      ))}
    </Tabs>
  )
}
