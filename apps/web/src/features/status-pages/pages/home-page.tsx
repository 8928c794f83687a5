// /home: the visitor's landing page (where `/` sends someone who is not logged in). It says what
// Aurum is and leads to login or registration; a logged-in user is offered their dashboard.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SvgIconComponent } from '@mui/icons-material'
import DiamondOutlined from '@mui/icons-material/DiamondOutlined'
import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import ForumOutlined from '@mui/icons-material/ForumOutlined'
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { LanguageMenu } from '../../../components/language-menu'
import { isLoggedIn, useSession } from '../../../lib/session'
import { paths } from '../../../lib/paths'

const FEATURES: { key: string; icon: SvgIconComponent }[] = [
  { key: 'dashboards', icon: InsightsOutlined },
  { key: 'ecommerce', icon: ShoppingCartOutlined },
  { key: 'communication', icon: ForumOutlined },
  { key: 'planning', icon: CalendarMonthOutlined },
  { key: 'invoices', icon: ReceiptLongOutlined },
  { key: 'access', icon: AdminPanelSettingsOutlined },
]

export function HomePage() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ py: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <DiamondOutlined sx={{ color: 'primaryText', fontSize: 32 }} aria-hidden />
          <Typography component="span" variant="h5" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {t('statusPages.home.brand')}
          </Typography>
          <LanguageMenu label={t('statusPages.common.language')} />
          {loggedIn ? null : (
            <Button component={RouterLink} to={paths.login} variant="outlined">
              {t('statusPages.common.logIn')}
            </Button>
          )}
        </Container>
      </Box>
      <Container component="main" sx={{ flexGrow: 1, py: { xs: 6, md: 10 } }}>
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', mb: { xs: 6, md: 10 } }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, maxWidth: 760 }}>
            {t('statusPages.home.title')}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ maxWidth: 640, fontWeight: 400 }}
          >
            {t('statusPages.home.subtitle')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {loggedIn ? (
              <Button component={RouterLink} to={paths.root} variant="contained" size="large">
                {t('statusPages.home.openApp')}
              </Button>
            ) : (
              <>
                <Button component={RouterLink} to={paths.login} variant="contained" size="large">
                  {t('statusPages.common.logIn')}
                </Button>
                <Button component={RouterLink} to={paths.register} variant="outlined" size="large">
                  {t('statusPages.home.register')}
                </Button>
              </>
            )}
          </Stack>
        </Stack>
        <Typography variant="h5" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
          {t('statusPages.home.featuresTitle')}
        </Typography>
        <Grid container spacing={3}>
          {FEATURES.map(({ key, icon: Icon }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Box
                    aria-hidden
                    sx={(theme) => ({
                      width: 48,
                      height: 48,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      mb: 2,
                      color: theme.palette.tonal.primary.onTint,
                      bgcolor: theme.palette.tonal.primary.tint,
                    })}
                  >
                    <Icon />
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {t(`statusPages.home.features.${key}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`statusPages.home.features.${key}.body`)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
        <Typography variant="body2">
          {t('statusPages.home.footer', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  )
}
