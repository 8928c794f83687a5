// Shown when a page fails to load or throws: a failed chunk download after a new release asks for
// a reload; anything else offers the way home.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/lib/paths'

export function RouteErrorPage() {
  const error = useRouteError()
  const { t } = useTranslation()
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: 4,
        bgcolor: 'background.default',
      }}
    >
      <Box>
        <Typography variant="h1" component="p" sx={{ color: 'text.primary' }}>
          {status}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 1, color: 'text.primary' }}>
          {chunkFailed ? t('app.error.updatedTitle') : t('app.error.title')}
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>
          {chunkFailed ? t('app.error.updatedText') : t('app.error.text')}
        </Typography>
        {chunkFailed ? (
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('app.error.reload')}
          </Button>
        ) : (
          <Button variant="contained" href={paths.root}>
            {t('app.error.home')}
          </Button>
        )}
      </Box>
    </Box>
  )
}
