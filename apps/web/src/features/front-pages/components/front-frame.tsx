// The frame of the public pages (blank layout): a header with the brand, the public pages' links,
// the language picker and login (or the dashboard for a signed-in user), the page, a footer. It
// sets the page's own title and description for search engines.
import { useEffect, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, NavLink } from 'react-router'
import { BrandMark } from '@/components/brand-mark'
import { LanguageMenu } from '@/components/language-menu'
import { isLoggedIn, useSession } from '@/lib/session'
import { documentTitle } from '@/lib/document-title'
import { paths } from '@/lib/paths'
import { frontPaths } from '../front-paths'

/** Sets `<title>` and `<meta name="description">` while the page is shown. */
function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = documentTitle(title)
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description])
}

const LINKS = [
  { to: frontPaths.landing, key: 'home' },
  { to: frontPaths.pricing, key: 'pricing' },
  { to: frontPaths.faq, key: 'faq' },
  { to: frontPaths.helpCenter, key: 'helpCenter' },
  { to: frontPaths.checkout, key: 'checkout' },
] as const

export type FrontFrameProps = {
  /** The page's name in the browser tab and search results. */
  title: string
  description: string
  children: ReactNode
}

export function FrontFrame({ title, description, children }: FrontFrameProps) {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  usePageMeta(title, description)
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container sx={{ py: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={frontPaths.landing}
            underline="none"
            color="inherit"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <BrandMark size={30} />
            <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
              Aurum
            </Typography>
          </Link>
          <Box component="nav" aria-label={t('frontPages.frame.navLabel')} sx={{ flexGrow: 1 }}>
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ flexWrap: 'wrap' }}
              component="ul"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {LINKS.map((link) => (
                <li key={link.key}>
                  <Button
                    component={NavLink}
                    to={link.to}
                    color="inherit"
                    size="small"
                    sx={{
                      '&.active': { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 6 },
                    }}
                  >
                    {t(`frontPages.frame.links.${link.key}`)}
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
          <LanguageMenu label={t('frontPages.frame.language')} />
          {loggedIn ? (
            <Button component={RouterLink} to={paths.root} variant="contained" size="small">
              {t('frontPages.frame.dashboard')}
            </Button>
          ) : (
            <Button component={RouterLink} to={paths.login} variant="contained" size="small">
              {t('frontPages.frame.login')}
            </Button>
          )}
        </Container>
      </Box>
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Box
        component="footer"
        sx={{ py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {t('frontPages.frame.footer', { year: new Date().getFullYear() })}
          </Typography>
          <Stack direction="row" spacing={2}>
            <Link component={RouterLink} to={frontPaths.faq} variant="body2">
              {t('frontPages.frame.links.faq')}
            </Link>
            <Link component={RouterLink} to={frontPaths.helpCenter} variant="body2">
              {t('frontPages.frame.links.helpCenter')}
            </Link>
          </Stack>
        </Container>
      </Box>
    </Box>
  )
}

/** A page's heading band: title and a line under it. */
export function FrontHero({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children?: ReactNode
}) {
  return (
    <Box sx={{ py: { xs: 5, md: 7 }, bgcolor: 'background.paper', textAlign: 'center' }}>
      <Container maxWidth="md">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: children ? 3 : 0 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  )
}
