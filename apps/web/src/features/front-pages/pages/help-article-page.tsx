// /front-pages/help-center/article/:title (the article's slug): the article, its last update and
// the related articles of its category. Public.
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useArticle } from '../api'
import { FrontFrame } from '../components/front-frame'
import { FrontHtml } from '../components/front-html'
import { ArticleLinkList } from '../components/help-article-links'
import { FrontLoadError, FrontLoading } from '../components/front-status'
import { frontPaths } from '../front-paths'

export function HelpArticlePage() {
  const { t } = useTranslation()
  const format = useFormat()
  const slug = useParams().title ?? ''
  const article = useArticle(slug)
  const data = article.data
  const day = data ? format.dayLong(data.lastUpdated) : ''
  return (
    <FrontFrame
      title={data?.title ?? t('frontPages.helpCenter.title')}
      description={
        data
          ? t('frontPages.article.description', { title: data.title })
          : t('frontPages.helpCenter.description')
      }
    >
      <Container sx={{ py: 5 }}>
        <Breadcrumbs aria-label={t('frontPages.article.breadcrumbs')} sx={{ mb: 3 }}>
          <Link component={RouterLink} to={frontPaths.helpCenter}>
            {t('frontPages.helpCenter.title')}
          </Link>
          {data ? <Typography color="text.primary">{data.category}</Typography> : null}
        </Breadcrumbs>
        {article.isPending ? (
          <FrontLoading />
        ) : article.isError ? (
          <FrontLoadError
            message={
              article.error instanceof ApiError && article.error.status === 404
                ? t('frontPages.article.notFound')
                : undefined
            }
            onRetry={() => void article.refetch()}
          />
        ) : (
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 8 }} component="article">
              <Typography variant="h4" component="h1" dir="auto" sx={{ mb: 1 }}>
                {data!.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {t('frontPages.article.lastUpdated', { day })}
              </Typography>
              <FrontHtml html={data!.productContent} />
              <Box
                component="img"
                src={data!.productImg}
                alt=""
                sx={{ width: '100%', borderRadius: 1, my: 3 }}
              />
              <FrontHtml html={data!.checkoutContent} />
              <Box
                component="img"
                src={data!.checkoutImg}
                alt=""
                sx={{ width: '100%', borderRadius: 1, mt: 3 }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }} component="aside" aria-labelledby="article-related">
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2" id="article-related" sx={{ mb: 2 }}>
                    {t('frontPages.article.related')}
                  </Typography>
                  {data!.articleList.length === 0 ? (
                    <Typography color="text.secondary">{t('frontPages.article.noRelated')}</Typography>
                  ) : (
                    <ArticleLinkList articles={data!.articleList} spacing={1.5} />
                  )}
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        )}
      </Container>
    </FrontFrame>
  )
}
