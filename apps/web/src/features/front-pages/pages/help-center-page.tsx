// /front-pages/help-center: a search field (q in the address), popular articles, every article by
// category, and articles to keep learning; while q is typed, the articles it finds instead. Public.
import { useDeferredValue, useState } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ArticleCard } from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useHelpCenter } from '../api'
import { FrontFrame, FrontHero } from '../components/front-frame'
import { FrontIcon } from '../components/front-icon'
import { FrontLoadError, FrontLoading } from '../components/front-status'
import { HelpCenterSearchField, HelpCenterSearchResults } from '../components/help-center-search'
import { ArticleLinkList, ArticleSummaryCard } from '../components/help-article-links'

function ArticleCards({ articles, headingId }: { articles: ArticleCard[]; headingId: string }) {
  return (
    <Grid
      container
      spacing={3}
      component="ul"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {articles.map((article) => (
        <Grid key={article.slug} size={{ xs: 12, md: 4 }} component="li">
          <ArticleSummaryCard
            article={article}
            fill
            above={
              <Box
                component="img"
                src={article.img}
                alt=""
                sx={{ width: '100%', height: 140, objectFit: 'cover' }}
              />
            }
          />
        </Grid>
      ))}
    </Grid>
  )
}

export function HelpCenterPage() {
  const { t } = useTranslation()
  const help = useHelpCenter()
  const [params, setParams] = useSearchParams()
  const [q, setQ] = useState(params.get('q') ?? '')
  const deferred = useDeferredValue(q.trim())
  const change = (value: string) => {
    setQ(value)
    setParams(value.trim() ? { q: value } : {}, { replace: true })
  }
  return (
    <FrontFrame title={t('frontPages.helpCenter.title')} description={t('frontPages.helpCenter.description')}>
      <FrontHero title={t('frontPages.helpCenter.title')} subtitle={t('frontPages.helpCenter.subtitle')}>
        <HelpCenterSearchField value={q} onChange={change} />
      </FrontHero>
      <Container sx={{ py: 6 }}>
        {deferred ? (
          <HelpCenterSearchResults q={deferred} />
        ) : help.isPending ? (
          <FrontLoading />
        ) : help.isError ? (
          <FrontLoadError onRetry={() => void help.refetch()} />
        ) : (
          <Stack spacing={7}>
            <section>
              <Typography variant="h5" component="h2" id="help-popular" sx={{ mb: 3, textAlign: 'center' }}>
                {t('frontPages.helpCenter.popular')}
              </Typography>
              <ArticleCards articles={help.data.popularArticles} headingId="help-popular" />
            </section>
            <section>
              <Typography variant="h5" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
                {t('frontPages.helpCenter.allArticles')}
              </Typography>
              <Grid container spacing={3}>
                {help.data.allArticles.map((category) => (
                  <Grid key={category.title} size={{ xs: 12, md: 4 }}>
                    <Card sx={{ height: '100%' }}>
                      <CardContent>
                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
                          <FrontIcon name={category.icon} />
                          <Typography variant="h6" component="h3">
                            {category.title}
                          </Typography>
                        </Stack>
                        <ArticleLinkList articles={category.articles} spacing={1} />
                      </CardContent>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            </section>
            <section>
              <Typography
                variant="h5"
                component="h2"
                id="help-keep-learning"
                sx={{ mb: 3, textAlign: 'center' }}
              >
                {t('frontPages.helpCenter.keepLearning')}
              </Typography>
              <ArticleCards articles={help.data.keepLearning} headingId="help-keep-learning" />
            </section>
          </Stack>
        )}
      </Container>
    </FrontFrame>
  )
}
