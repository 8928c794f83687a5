// Which languages an entry is written in: English (the row itself) and each translation. A
// translation with an empty field shows that field in English to its readers, so the language
// counts as missing until every field the English has is written.
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import CheckOutlined from '@mui/icons-material/CheckOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import {
  CONTENT_LANGUAGES,
  CONTENT_TRANSLATION_LANGUAGES,
  LANGUAGES,
  type ContentLanguage,
} from '@aurum/shared'
import { useTranslation } from 'react-i18next'

type Translations = Partial<Record<string, Partial<Record<string, string | undefined>> | undefined>>

/** Whether a text (plain or HTML from the editor) holds something a reader would see. */
function written(text: unknown): boolean {
  return (
    typeof text === 'string' &&
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  )
}

/** The translation languages in which a field the English has is still empty. */
export function missingLanguages(
  english: object,
  translations: Translations,
  fields: readonly string[],
): ContentLanguage[] {
  const needed = fields.filter((field) => written((english as Record<string, unknown>)[field]))
  return CONTENT_TRANSLATION_LANGUAGES.filter((code) =>
    needed.some((field) => !written(translations[code]?.[field])),
  )
}

export const languageName = (code: ContentLanguage) =>
  LANGUAGES.find((entry) => entry.code === code)?.name ?? code

export function ContentLanguageChips({
  english,
  translations,
  fields,
}: {
  /** The row itself: its English texts. */
  english: object
  translations: Translations
  fields: readonly string[]
}) {
  const { t } = useTranslation()
  const missing = missingLanguages(english, translations, fields)
  return (
    <Stack
      direction="row"
      spacing={0.75}
      component="ul"
      aria-label={t('content.languageStatus')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, flexWrap: 'wrap' }}
    >
      {CONTENT_LANGUAGES.map((code) => {
        const isMissing = missing.includes(code)
        const language = languageName(code)
        return (
          <li key={code}>
            <Chip
              size="small"
              variant={isMissing ? 'filled' : 'outlined'}
              color={isMissing ? 'warning' : 'success'}
              icon={isMissing ? <ErrorOutlineOutlined /> : <CheckOutlined />}
              label={code.toUpperCase()}
              aria-label={t(isMissing ? 'content.languageMissing' : 'content.languageWritten', { language })}
              title={t(isMissing ? 'content.languageMissing' : 'content.languageWritten', { language })}
            />
          </li>
        )
      })}
    </Stack>
  )
}
