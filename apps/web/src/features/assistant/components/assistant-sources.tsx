// The sources under an answer, linked; a source quoted in English for a reader of another
// language carries an "English" marker (the reader's language had no version of it).
import { useId } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AssistantSource, LanguageCode } from '@aurum/shared'

export type AssistantSourcesProps = {
  sources: AssistantSource[]
  /** The language the question was asked in. */
  readerLanguage: LanguageCode
}

export function AssistantSources({ sources, readerLanguage }: AssistantSourcesProps) {
  const { t } = useTranslation()
  const captionId = useId()
  if (sources.length === 0) return null
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="caption" color="text.secondary" id={captionId}>
        {t('assistant.sources')}
      </Typography>
      <Stack component="ul" aria-labelledby={captionId} sx={{ m: 0, paddingInlineStart: 3 }}>
        {sources.map((source) => (
          <li key={`${source.url}-${source.title}`}>
            <Link component={RouterLink} to={source.url} lang={source.language}>
              {source.title}
            </Link>
            {source.language === 'en' && readerLanguage !== 'en' && (
              <Chip
                size="small"
                variant="outlined"
                label={t('assistant.inEnglish')}
                title={t('assistant.inEnglishHint')}
                sx={{ marginInlineStart: 1, blockSize: 20 }}
              />
            )}
          </li>
        ))}
      </Stack>
    </Box>
  )
}
