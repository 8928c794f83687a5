// The Aurum mark and name; links home.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { BrandMark } from '@/components/brand-mark'
import { paths } from '@/lib/paths'

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
      <BrandMark />
      {showName && (
        <Typography component="span" variant="h5" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t('app.name')}
        </Typography>
      )}
    </Box>
  )
}
