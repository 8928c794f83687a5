// The help center's search: the field (in the hero) and the articles it finds, in the reader's
// language, the best first (the server's engine: substrings, stems, close words).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useHelpSearch } from '../api'
import { frontPaths } from '../front-paths'
import { FrontLoadError } from './front-status'

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
              <Card>
                <CardActionArea component={RouterLink} to={frontPaths.article(article.slug)}>
                  <CardContent>
                    <Typography variant="overline" color="text.secondary">
                      {article.category}
                    </Typography>
                    <Typography variant="h6" component="h3" dir="auto">
                      {article.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {article.subtitle}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  )
}
