// The cards of the order details page: the lines with their totals and the money as the order
// stored it when placed (the checkout's own figures), the status timeline, the customer, and a
// postal address.
import Box from '@mui/material/Box'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  COUNTRY_CODES,
  countryName,
  ORDER_STATUSES,
  type OrderDetail,
  type PostalAddress,
} from '@aurum/shared'
import { UserAvatar } from '@/components/user-avatar'
import { useFormat } from '@/lib/format'
import { ORDER_STATUS_COLORS, ORDER_STATUS_KEYS, useOrderMoment } from './order-chips'
import { LeftToRightText } from '@/components/left-to-right-text'
import { paths } from '@/lib/paths'
import { TableScrollRegion } from '@/components/table-scroll-region'
import { SectionCard } from '@/components/section-card'

export function OrderItemsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const format = useFormat()
  const totals: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'subtotal', label: t('ecommerce.orders.details.subtotal'), value: format.money(order.subtotal) },
    {
      key: 'shipping',
      label: t('ecommerce.orders.details.shipping'),
      value: order.shipping === 0 ? t('ecommerce.orders.details.free') : format.money(order.shipping),
    },
    // What a deal's offer code took off at the checkout, named by the code.
    ...(order.discount > 0
      ? [
          {
            key: 'discount',
            label: t('ecommerce.orders.details.discount', { code: order.offerCode }),
            value: format.money(-order.discount),
          },
        ]
      : []),
    { key: 'tax', label: t('ecommerce.orders.details.tax'), value: format.money(order.tax) },
    {
      key: 'total',
      label: t('ecommerce.orders.details.total'),
      value: format.money(order.total),
      strong: true,
    },
  ]
  return (
    <SectionCard title={t('ecommerce.orders.details.items')} padded={false}>
      {order.items.length === 0 ? (
        <CardContent>
          <Typography color="text.secondary">{t('ecommerce.orders.details.noItems')}</Typography>
        </CardContent>
      ) : (
        <TableScrollRegion label={t('ecommerce.orders.details.items')}>
          <Table aria-label={t('ecommerce.orders.details.items')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('ecommerce.orders.details.product')}</TableCell>
                <TableCell align="right">{t('ecommerce.orders.details.price')}</TableCell>
                <TableCell align="right">{t('ecommerce.orders.details.qty')}</TableCell>
                <TableCell align="right">{t('ecommerce.orders.details.lineTotal')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <ShoppingCartOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {item.name}
                      </Typography>
                    </Box>
                  </TableCell>
                  <TableCell align="right">{format.money(item.price)}</TableCell>
                  <TableCell align="right">{format.number(item.qty)}</TableCell>
                  <TableCell align="right">{format.money(item.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
      <CardContent>
        <Box
          component="dl"
          sx={{
            m: 0,
            marginInlineStart: 'auto',
            maxWidth: 320,
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            rowGap: 1,
            columnGap: 3,
          }}
        >
          {totals.map((row) => (
            <Box key={row.key} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                color={row.strong ? 'text.primary' : 'text.secondary'}
                sx={{ fontWeight: row.strong ? 600 : 400 }}
              >
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: row.strong ? 600 : 500 }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </SectionCard>
  )
}

/** Every status in delivery order: those reached with their moment, the rest still to come. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const moment = useOrderMoment()
  const reachedAt = new Map(order.timeline.map((entry) => [entry.status, entry.changedAt]))
  return (
    <SectionCard title={t('ecommerce.orders.details.timeline')} padded={false}>
      <CardContent sx={{ pt: 0 }}>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ORDER_STATUSES.map((status, index) => {
            const at = reachedAt.get(status)
            const last = index === ORDER_STATUSES.length - 1
            return (
              <Box component="li" key={status} sx={{ display: 'flex', gap: 2, minHeight: last ? 0 : 64 }}>
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
                  <Box
                    aria-hidden
                    sx={(theme) => ({
                      width: 14,
                      height: 14,
                      borderRadius: '50%',
                      flexShrink: 0,
                      bgcolor: at ? theme.palette[ORDER_STATUS_COLORS[status]].main : 'transparent',
                      border: `2px solid ${at ? theme.palette[ORDER_STATUS_COLORS[status]].main : theme.palette.divider}`,
                    })}
                  />
                  {last ? null : (
                    <Box aria-hidden sx={{ flex: 1, width: '1px', my: 0.5, bgcolor: 'divider' }} />
                  )}
                </Box>
                <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }} color={at ? 'text.primary' : 'text.secondary'}>
                    {t(`ecommerce.orders.status.${ORDER_STATUS_KEYS[status]}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {at ? moment.dateTime(at) : t('ecommerce.orders.details.notYet')}
                  </Typography>
                </Box>
              </Box>
            )
          })}
        </Box>
      </CardContent>
    </SectionCard>
  )
}

export function OrderCustomerCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const format = useFormat()
  const customer = order.customerDetails
  return (
    <SectionCard title={t('ecommerce.orders.details.customer')} padded={false}>
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <UserAvatar name={customer.name} src={customer.avatar} size={42} />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={paths.customerDetails(customer.customerId)}
              sx={{ fontWeight: 500 }}
            >
              {customer.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('ecommerce.orders.details.customerId', { id: customer.customerId })}
            </Typography>
          </Box>
        </Box>
        <Typography variant="body2">
          {t('ecommerce.orders.details.ordersCount', {
            count: customer.orderCount,
            formatted: format.number(customer.orderCount),
          })}
        </Typography>
        <Divider />
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('ecommerce.orders.details.contactInfo')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('ecommerce.orders.details.email')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <bdi dir="ltr">{customer.email}</bdi>
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('ecommerce.orders.details.mobile')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <bdi dir="ltr">{customer.contact || '—'}</bdi>
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </SectionCard>
  )
}

let codesByEnglishName: ReadonlyMap<string, string> | undefined
/** Orders keep an address's country by English name (as the seed and checkout write it). */
function codeOfEnglishName(country: string): string | undefined {
  codesByEnglishName ??= new Map(COUNTRY_CODES.map((code) => [countryName(code, 'en'), code]))
  return codesByEnglishName.get(country)
}

/** An address's country in the reader's language when it names a country; as written otherwise. */
function useAddressCountry(): (country: string) => string {
  const format = useFormat()
  return (country) => {
    const code = codeOfEnglishName(country)
    return code ? format.country(code, country) : country
  }
}

export function PostalAddressLines({ address }: { address: PostalAddress }) {
  const countryName = useAddressCountry()
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {[
        address.name,
        address.company,
        address.line1,
        address.line2,
        `${address.city}, ${address.state} ${address.postalCode}`,
        countryName(address.country),
      ]
        .filter(Boolean)
        .map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
      {address.phone ? <LeftToRightText noWrap={false}>{address.phone}</LeftToRightText> : null}
    </Box>
  )
}

export function OrderAddressCard({ title, address }: { title: string; address: PostalAddress | null }) {
  const { t } = useTranslation()
  return (
    <SectionCard padded={false} title={title}>
      <CardContent sx={{ pt: 0 }}>
        {address ? (
          <PostalAddressLines address={address} />
        ) : (
          <Typography color="text.secondary">{t('ecommerce.orders.details.noAddress')}</Typography>
        )}
      </CardContent>
    </SectionCard>
  )
}
