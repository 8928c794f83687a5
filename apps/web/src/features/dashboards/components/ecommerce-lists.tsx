// The e-commerce dashboard's list cards: the best sellers by units and the reviews summary.
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import StarRounded from '@mui/icons-material/StarRounded'
import { useTranslation } from 'react-i18next'
import type { EcommerceDashboard } from '@aurum/shared'
import { CrmCard } from './crm-card'
import { readableTone } from './readable-tone'
import { useFormat } from '@/lib/format'
import { RatingBars } from '@/components/rating-bars'

type EcommerceListProps = { data: EcommerceDashboard }

export function EcommerceTopProductsCard({ data }: EcommerceListProps) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <CrmCard
      title={t('dashboards.ecommerce.topProducts.title')}
      subheader={t('dashboards.ecommerce.topProducts.subheader', {
        units: format.number(data.orders.unitsSold),
      })}
      empty={data.topProducts.length === 0}
    >
      <List disablePadding>
        {data.topProducts.map((product, index) => (
          <ListItem
            key={product.productId ?? `sold-${product.productName}`}
            disableGutters
            sx={{ gap: 2, py: 1.25 }}
          >
            <Typography
              aria-hidden
              sx={(theme) => ({ width: 20, fontWeight: 600, color: readableTone(theme, 'secondary') })}
            >
              {format.number(index + 1)}
            </Typography>
            <Avatar
              variant="rounded"
              src={product.image ?? undefined}
              alt=""
              sx={{ width: 42, height: 42, bgcolor: 'action.hover' }}
            >
              {product.productName.slice(0, 1)}
            </Avatar>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }} noWrap title={product.productName}>
                {product.productName}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap title={product.brand ?? undefined}>
                {product.brand ?? t('dashboards.ecommerce.topProducts.removed')}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{format.money(product.revenue)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('dashboards.ecommerce.topProducts.units', {
                  count: product.units,
                  formatted: format.number(product.units),
                })}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </CrmCard>
  )
}

export function EcommerceReviewsCard({ data }: EcommerceListProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const { reviews } = data
  return (
    <CrmCard
      title={t('dashboards.ecommerce.reviews.title')}
      subheader={t('dashboards.ecommerce.reviews.subheader', {
        count: reviews.total,
        formatted: format.number(reviews.total),
      })}
      empty={reviews.total === 0}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="p" variant="h3" sx={{ fontWeight: 600 }}>
          {format.decimal(reviews.average)}
        </Typography>
        <StarRounded aria-hidden sx={{ color: 'primaryText', fontSize: 34 }} />
        <Typography color="text.secondary">{t('dashboards.ecommerce.reviews.average')}</Typography>
      </Box>
      <RatingBars
        ratings={reviews.ratings}
        total={reviews.total}
        starsLabel={(rating) =>
          t('dashboards.ecommerce.reviews.stars', { count: rating, formatted: format.number(rating) })
        }
        rowLabel={({ rating, count }) =>
          t('dashboards.ecommerce.reviews.ratingRow', {
            stars: t('dashboards.ecommerce.reviews.stars', {
              count: rating,
              formatted: format.number(rating),
            }),
            count: format.number(count),
          })
        }
      />
      <Box sx={{ display: 'flex', gap: 3, mt: 2.5 }}>
        {(
          [
            ['pending', reviews.pending, 'warning'],
            ['published', reviews.published, 'success'],
          ] as const
        ).map(([key, value, tone]) => (
          <Box
            key={key}
            sx={(theme) => ({
              borderInlineStart: 4,
              borderColor: alpha(theme.palette[tone].main, 0.8),
              paddingInlineStart: 1.5,
            })}
          >
            <Typography variant="body2" color="text.secondary">
              {t(`dashboards.ecommerce.reviews.${key}`)}
            </Typography>
            <Typography variant="h6" component="p">
              {format.number(value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </CrmCard>
  )
}
