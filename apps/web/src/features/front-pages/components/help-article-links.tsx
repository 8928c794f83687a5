// How the help center points at an article: a card with its title and subtitle (popular articles,
// search results) and a plain list of links (a category, related articles).
import type { ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { frontPaths } from '../front-paths'

type ArticleRef = { slug: string; title: string }

export function ArticleSummaryCard({
  article,
  above,
  overline,
  fill = false,
}: {
  article: ArticleRef & { subtitle: string }
  /** Drawn above the text, edge to edge (the article's picture). */
  above?: ReactNode
  /** A short line above the title (the article's category). */
  overline?: string
  /** Fill the grid cell's height (cards side by side). */
  fill?: boolean
}) {
  const height = fill ? { height: '100%' } : undefined
  return (
    <Card sx={height}>
      <CardActionArea component={RouterLink} to={frontPaths.article(article.slug)} sx={height}>
        {above}
        <CardContent>
          {overline && (
            <Typography variant="overline" color="text.secondary">
              {overline}
            </Typography>
          )}
          <Typography variant="h6" component="h3" dir="auto" sx={{ mb: 1 }}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {article.subtitle}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

export function ArticleLinkList({ articles, spacing }: { articles: ArticleRef[]; spacing: number }) {
  return (
    <Stack component="ul" spacing={spacing} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {articles.map((article) => (
        <li key={article.slug}>
          <Link component={RouterLink} to={frontPaths.article(article.slug)}>
            {article.title}
          </Link>
        </li>
      ))}
    </Stack>
  )
}
