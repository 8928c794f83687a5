// The CRM dashboard's list cards: customers by country and the latest orders.
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import { readableTone } from './readable-tone'
import { useTranslation } from 'react-i18next'
import type { CrmDashboard } from '@aurum/shared'
import { CrmCard } from './crm-card'
import { orderStatusColor, orderStatusKey } from './crm-labels'
import { useFormat } from '@/lib/format'
import { LeftToRightText } from '@/components/left-to-right-text'
import { TableScrollRegion } from '@/components/table-scroll-region'

type CrmListProps = { data: CrmDashboard }

export function CrmTopCountriesCard({ data }: CrmListProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const { topCountries, customers } = data
  const largest = Math.max(1, ...topCountries.map((entry) => entry.customers))
  return (
    <CrmCard
      title={t('dashboards.crm.countries.title')}
      subheader={t('dashboards.crm.countries.subheader', { total: format.number(customers.total) })}
      empty={topCountries.length === 0}
    >
      <List disablePadding>
        {topCountries.map((entry) => {
          const share = customers.total > 0 ? (entry.customers / customers.total) * 100 : 0
          return (
            <ListItem
              key={entry.countryCode || entry.country}
              disableGutters
              sx={{ display: 'block', py: 1.25 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.75 }}>
                <Typography sx={{ fontWeight: 500 }}>
                  {format.country(entry.countryCode, entry.country)}
                </Typography>
                <Typography color="text.secondary">
                  {t('dashboards.crm.countries.customers', {
                    count: entry.customers,
                    formatted: format.number(entry.customers),
                  })}{' '}
                  · {format.wholeShare(share)}
                </Typography>
              </Box>
              <Box
                aria-hidden
                sx={(theme) => ({
                  height: 6,
                  borderRadius: 3,
                  bgcolor: alpha(theme.palette.primary.main, 0.16),
                })}
              >
                <Box
                  sx={{
                    height: '100%',
                    borderRadius: 3,
                    bgcolor: 'primary.main',
                    width: `${(entry.customers / largest) * 100}%`,
                  }}
                />
              </Box>
            </ListItem>
          )
        })}
      </List>
    </CrmCard>
  )
}

/** Reads only the recent orders: the e-commerce dashboard shows the same card. */
export function CrmRecentOrdersCard({ data }: { data: Pick<CrmDashboard, 'recentOrders'> }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <CrmCard
      title={t('dashboards.crm.recentOrders.title')}
      subheader={t('dashboards.crm.recentOrders.subheader')}
      empty={data.recentOrders.length === 0}
    >
      {/* Focusable and named: on narrow screens the table scrolls sideways by keyboard too. */}
      <TableScrollRegion label={t('dashboards.crm.recentOrders.title')}>
        <Table size="small" aria-label={t('dashboards.crm.recentOrders.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboards.crm.recentOrders.order')}</TableCell>
              <TableCell>{t('dashboards.crm.recentOrders.customer')}</TableCell>
              <TableCell>{t('dashboards.crm.recentOrders.date')}</TableCell>
              <TableCell>{t('dashboards.crm.recentOrders.status')}</TableCell>
              <TableCell align="right">{t('dashboards.crm.recentOrders.spent')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.recentOrders.map((order) => (
              <TableRow key={order.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.order}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar src={order.avatar ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                      {order.customer.slice(0, 1)}
                    </Avatar>
                    <Box sx={{ minWidth: 0, maxWidth: { xs: 140, sm: 200, xl: 260 } }}>
                      <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap title={order.customer}>
                        {order.customer}
                      </Typography>
                      {/* An address reads left to right in every language; cut at its end, aligned with the name. */}
                      <LeftToRightText variant="caption" component="div">
                        {order.email}
                      </LeftToRightText>
                    </Box>
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(order.date)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(orderStatusKey(order.status), { defaultValue: order.status })}
                    sx={(theme) => {
                      const tone = orderStatusColor[order.status] ?? 'secondary'
                      return {
                        fontWeight: 500,
                        color: readableTone(theme, tone, 5.6),
                        bgcolor: alpha(theme.palette[tone].main, 0.16),
                      }
                    }}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {format.money(order.spent)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </CrmCard>
  )
}
