// The Aurum mark and name; links home.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '../../lib/paths'

export function AppLogo({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation()
  return (
    <Box
      component={RouterLink}
      to={paths.root}
      aria-label={t('app.goHome')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        textDecoration: 'none',
        color: 'text.primary',
        minWidth: 0,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 34,
          height: 34,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <svg width="22" height="22" viewBox="6 6 20 20" fill="currentColor" focusable="false">
          <path d="M9 24 16 8l7 16h-3.4l-1.5-3.6h-4.2L12.4 24Zm6-6.4h2.2L16.1 15Z" />
        </svg>
      </Box>
      {showName && (
        <Typography component="span" variant="h5" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t('app.name')}
        </Typography>
      )}
    </Box>
  )
}
