import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { AppLink } from '@/lib/navigation'
import { useTranslation } from 'react-i18next'
import { BrandMark } from '@/components/brand-mark'
import { paths } from '@/lib/paths'

/** The product mark at the top of every authentication screen; leads to the start page. */
export function AuthBrand() {
  const { t } = useTranslation()
  return (
    <Box
      component={AppLink}
      to={paths.root}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        mb: 4,
      }}
    >
      <BrandMark size={32} />
      <Typography component="span" variant="h5" sx={{ fontWeight: 700 }}>
        {t('auth.brand')}
      </Typography>
    </Box>
  )
}
