// The landing page (/front-pages/landing-page, /aurum-landing-page and, for visitors, /home): hero,
// features, reviews, team, pricing, a few FAQ questions and a contact form whose messages the
// server stores. Public.
import { lazy, Suspense } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SvgIconComponent } from '@mui/icons-material'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import LanguageOutlined from '@mui/icons-material/LanguageOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import SpeedOutlined from '@mui/icons-material/SpeedOutlined'
import StorageOutlined from '@mui/icons-material/StorageOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/lib/paths'
import { isLoggedIn, useSession } from '@/lib/session'
import { useFaq } from '../api'
import { FrontFrame } from '../components/front-frame'
import { FrontLoading } from '../components/front-status'
import { FrontHtml } from '../components/front-html'
import { PricingPlans } from '../components/pricing-plans'
import { frontPaths } from '../front-paths'

const FEATURES: { key: string; icon: SvgIconComponent }[] = [
  { key: 'dashboards', icon: InsightsOutlined },
  { key: 'store', icon: ShoppingCartOutlined },
  { key: 'permissions', icon: LockOutlined },
  { key: 'languages', icon: LanguageOutlined },
  { key: 'database', icon: StorageOutlined },
  { key: 'fast', icon: SpeedOutlined },
]
const ContactForm = lazy(() =>
  import('../components/landing-contact-form').then((module) => ({ default: module.ContactForm })),
)

const REVIEWS = ['one', 'two', 'three'] as const
const TEAM = ['one', 'two', 'three', 'four'] as const

function Section({
  id,
  title,
  subtitle,
  children,
  tinted,
}: {
  id: string
  title: string
  subtitle?: string
  children: React.ReactNode
  tinted?: boolean
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'action.hover' : undefined }}
    >
      <Container>
        <Typography
          variant="h4"
          component="h2"
          id={`${id}-title`}
          sx={{ textAlign: 'center', fontWeight: 700, mb: 1 }}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  )
}

function LandingFaq() {
  const { t } = useTranslation()
  const faq = useFaq('')
  const entries = (faq.data ?? []).flatMap((group) => group.faqs).slice(0, 5)
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      {entries.map((entry) => (
        <Accordion key={entry.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
            <Typography component="h3" dir="auto">
              {entry.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <FrontHtml html={entry.answer} />
          </AccordionDetails>
        </Accordion>
      ))}
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Button component={RouterLink} to={frontPaths.faq}>
          {t('frontPages.landing.allQuestions')}
        </Button>
      </Box>
    </Box>
  )
}

export function LandingPage() {
  const { t } = useTranslation()
  const loggedIn = isLoggedIn(useSession())
  return (
    <FrontFrame title={t('frontPages.landing.title')} description={t('frontPages.landing.description')}>
      <Box sx={{ py: { xs: 8, md: 12 }, textAlign: 'center', bgcolor: 'background.paper' }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
            {t('frontPages.landing.heroTitle')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
            {t('frontPages.landing.heroSubtitle')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={loggedIn ? paths.root : paths.login}
              variant="contained"
              size="large"
            >
              {loggedIn ? t('frontPages.frame.dashboard') : t('frontPages.landing.getStarted')}
            </Button>
            <Button component={RouterLink} to={frontPaths.pricing} variant="outlined" size="large">
              {t('frontPages.landing.seePricing')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Section
        id="features"
        title={t('frontPages.landing.featuresTitle')}
        subtitle={t('frontPages.landing.featuresSubtitle')}
      >
        <Grid container spacing={3}>
          {FEATURES.map(({ key, icon: Icon }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', p: 2 }}>
                <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
                <Typography variant="h6" component="h3">
                  {t(`frontPages.landing.features.${key}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`frontPages.landing.features.${key}.body`)}</Typography>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section
        id="reviews"
        tinted
        title={t('frontPages.landing.reviewsTitle')}
        subtitle={t('frontPages.landing.reviewsSubtitle')}
      >
        <Grid container spacing={3}>
          {REVIEWS.map((key) => (
            <Grid key={key} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Rating
                    value={5}
                    readOnly
                    size="small"
                    aria-label={t('frontPages.landing.rating', { value: 5 })}
                  />
                  <Typography sx={{ my: 2 }}>{t(`frontPages.landing.reviews.${key}.text`)}</Typography>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Avatar aria-hidden>{t(`frontPages.landing.reviews.${key}.name`).charAt(0)}</Avatar>
                    <div>
                      <Typography sx={{ fontWeight: 500 }}>
                        {t(`frontPages.landing.reviews.${key}.name`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`frontPages.landing.reviews.${key}.role`)}
                      </Typography>
                    </div>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section
        id="team"
        title={t('frontPages.landing.teamTitle')}
        subtitle={t('frontPages.landing.teamSubtitle')}
      >
        <Grid container spacing={3}>
          {TEAM.map((key) => (
            <Grid key={key} size={{ xs: 6, md: 3 }}>
              <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <Avatar sx={{ width: 72, height: 72, fontSize: 28 }} aria-hidden>
                  {t(`frontPages.landing.team.${key}.name`).charAt(0)}
                </Avatar>
                <Typography variant="h6" component="h3">
                  {t(`frontPages.landing.team.${key}.name`)}
                </Typography>
                <Typography color="text.secondary">{t(`frontPages.landing.team.${key}.role`)}</Typography>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section
        id="pricing"
        tinted
        title={t('frontPages.pricing.title')}
        subtitle={t('frontPages.pricing.subtitle')}
      >
        <PricingPlans headingLevel="h3" />
      </Section>
      <Section id="faq" title={t('frontPages.landing.faqTitle')}>
        <LandingFaq />
      </Section>
      <Section
        id="contact"
        tinted
        title={t('frontPages.landing.contactTitle')}
        subtitle={t('frontPages.landing.contactSubtitle')}
      >
        <Suspense fallback={<FrontLoading />}>
          <ContactForm />
        </Suspense>
      </Section>
    </FrontFrame>
  )
}
