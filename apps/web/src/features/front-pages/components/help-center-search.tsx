// The help center's search: the field (in the hero) and the articles it finds, in the reader's
// language, the best first (the server's engine: substrings, stems, close words).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useHelpSearch } from '../api'
import { FrontLoadError } from './front-status'
import { ArticleSummaryCard } from './help-article-links'

export function HelpCenterSearchField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value)}
      label={t('frontPages.helpCenter.search')}
      type="search"
      fullWidth
      slotProps={{ htmlInput: { maxLength: 200 } }}
      sx={{ maxWidth: 520, bgcolor: 'background.paper' }}
    />
  )
}

export function HelpCenterSearchResults({ q }: { q: string }) {
  const { t } = useTranslation()
  const search = useHelpSearch(q)
  return (
    <Box component="section" aria-labelledby="help-search-title" aria-busy={search.isFetching}>
      <Typography variant="h5" component="h2" id="help-search-title" sx={{ mb: 3, textAlign: 'center' }}>
        {t('frontPages.helpCenter.results', { q })}
      </Typography>
      {search.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('frontPages.common.loading')} />
        </Box>
      ) : search.isError ? (
        <FrontLoadError onRetry={() => void search.refetch()} />
      ) : search.data.length === 0 ? (
        <Alert severity="info" role="status">
          {t('frontPages.helpCenter.noResults', { q })}
        </Alert>
      ) : (
        <Stack
          component="ul"
          spacing={2}
          aria-labelledby="help-search-title"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {search.data.map((article) => (
            <li key={article.slug}>
              <ArticleSummaryCard article={article} overline={article.category} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  )
}
