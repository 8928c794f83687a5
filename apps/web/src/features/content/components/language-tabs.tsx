// The languages an author writes in: English (the text every language falls back to) and the
// translations, one tab each; a translation not fully written yet carries a warning mark.
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import { CONTENT_LANGUAGES, type ContentLanguage } from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { languageName } from './content-languages'

export function LanguageTabs({
  value,
  onChange,
  missing = [],
}: {
  value: ContentLanguage
  onChange: (language: ContentLanguage) => void
  /** Languages with a field still empty (their readers see the English). */
  missing?: readonly ContentLanguage[]
}) {
  const { t } = useTranslation()
  return (
    <Tabs
      value={value}
      onChange={(_, next: ContentLanguage) => onChange(next)}
      aria-label={t('content.languages')}
      sx={{ mb: 2 }}
    >
      {CONTENT_LANGUAGES.map((code) => {
        const isMissing = missing.includes(code)
        const language = languageName(code)
        return (
          <Tab
            key={code}
            value={code}
            label={language}
            lang={code}
            icon={isMissing ? <ErrorOutlineOutlined color="warning" fontSize="small" /> : undefined}
            iconPosition="end"
            aria-label={isMissing ? t('content.languageMissing', { language }) : language}
            sx={{ minHeight: 48 }}
          />
        )
      })}
    </Tabs>
  )
}
