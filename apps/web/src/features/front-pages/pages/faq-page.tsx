// /pages/faq: the FAQ groups (icon, title, subtitle) with their questions, and a search that keeps
// the questions matching it (the server filters: spec section 7). Public.
import { useDeferredValue, useState } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useFaq } from '../api'
import { FrontFrame, FrontHero } from '../components/front-frame'
import { FrontHtml } from '../components/front-html'
import { FrontIcon } from '../components/front-icon'
import { frontPaths } from '../front-paths'

function FaqSection() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const [q, setQ] = useState(params.get('q') ?? '')
  const deferred = useDeferredValue(q.trim())
  const faq = useFaq(deferred)
  const change = (value: string) => {
    setQ(value)
    setParams(value.trim() ? { q: value } : {}, { replace: true })
  }
  return (
    <>
      <FrontHero title={t('frontPages.faq.title')} subtitle={t('frontPages.faq.subtitle')}>
        <TextField
          value={q}
          onChange={(event) => change(event.target.value)}
          label={t('frontPages.faq.search')}
          type="search"
          fullWidth
          sx={{ maxWidth: 520, bgcolor: 'background.paper' }}
        />
      </FrontHero>
      <Container sx={{ py: 6 }}>
        {faq.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('frontPages.common.loading')} />
          </Box>
        ) : faq.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void faq.refetch()}>
                {t('frontPages.common.retry')}
              </Button>
            }
          >
            {t('frontPages.common.loadFailed')}
          </Alert>
        ) : faq.data.length === 0 ? (
          <Alert severity="info" role="status">
            {t('frontPages.faq.noResults', { q: deferred })}
          </Alert>
        ) : (
          <Stack spacing={5} aria-busy={faq.isFetching}>
            {faq.data.map((group) => (
              <Box component="section" key={group.id} aria-labelledby={`faq-group-${group.id}`}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                  <Avatar variant="rounded" sx={{ bgcolor: 'action.selected', color: 'text.primary' }}>
                    <FrontIcon name={group.faqIcon} />
                  </Avatar>
                  <div>
                    <Typography variant="h5" component="h2" id={`faq-group-${group.id}`}>
                      {group.faqTitle}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {group.faqSubtitle}
                    </Typography>
                  </div>
                </Stack>
                {group.faqs.map((entry) => (
                  <Accordion key={entry.id} disableGutters>
                    <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                      <Typography component="h3" dir="auto" sx={{ fontWeight: 500 }}>
                        {entry.question}
                      </Typography>
                    </AccordionSummary>
                    <AccordionDetails>
                      <FrontHtml html={entry.answer} />
                    </AccordionDetails>
                  </Accordion>
                ))}
              </Box>
            ))}
          </Stack>
        )}
        <Box sx={{ textAlign: 'center', mt: 6 }}>
          <Typography variant="h6" component="p" sx={{ mb: 1 }}>
            {t('frontPages.faq.stillQuestions')}
          </Typography>
          <Button component={RouterLink} to={frontPaths.helpCenter} variant="outlined">
            {t('frontPages.faq.visitHelpCenter')}
          </Button>
        </Box>
      </Container>
    </>
  )
}

export function FaqPage() {
  const { t } = useTranslation()
  return (
    <FrontFrame title={t('frontPages.faq.title')} description={t('frontPages.faq.description')}>
      <FaqSection />
    </FrontFrame>
  )
}
