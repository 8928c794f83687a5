// The footer: sticky, static or hidden (spec section 4).
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSettings } from '@/lib/settings'
import { BOXED_CONTENT_WIDTH } from './layout-constants'

export function Footer() {
  const { t } = useTranslation()
  const { footerType, appContentWidth } = useSettings()
  if (footerType === 'hidden') return null
  return (
    <Box
      component="footer"
      data-testid="footer"
      data-footer-type={footerType}
      sx={(theme) => ({
        position: footerType === 'sticky' ? 'sticky' : 'relative',
        bottom: 0,
        zIndex: theme.zIndex.appBar - 1,
        bgcolor: footerType === 'sticky' ? 'background.paper' : 'transparent',
        borderTop: footerType === 'sticky' ? `1px solid ${theme.palette.divider}` : 'none',
      })}
    >
      <Box
        sx={{
          maxWidth: appContentWidth === 'boxed' ? BOXED_CONTENT_WIDTH : 'none',
          mx: 'auto',
          px: 3,
          py: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2">
          {t('app.footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
        <Link href="/api/docs" variant="body2" color="textSecondary">
          {t('app.footer.apiDocs')}
        </Link>
      </Box>
    </Box>
  )
}
