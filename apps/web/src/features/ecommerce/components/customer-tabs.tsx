// The tabs of the customer page: overview (the customer's orders, server-paged), security (two-step
// sign-in), address & billing (addresses from the customer's orders) and notifications.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Skeleton from '@mui/material/Skeleton'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DEFAULT_PAGE_SIZE, type CustomerDetail, type OrderListQuery } from '@aurum/shared'
import type { TablePagingPatch } from '../../../components/data-table'
import { NotificationPreferences } from '../../../components/notification-preferences'
import { useNotify } from '../../../components/notifications'
import { EmptyState, ErrorState } from '../../../components/state-views'
import { TonalChip } from '../../../components/tonal-chip'
import { useCustomerAddresses, useCustomerOrders, useUpdateCustomerSettings } from '../api/customers'
import { PostalAddressLines } from './order-details-cards'
import { useOrderMoment } from './order-chips'
import { OrderTable } from './order-table'

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const

export function CustomerOrdersTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation()
  const [query, setQuery] = useState<OrderListQuery>({
    page: 1,
    itemsPerPage: DEFAULT_PAGE_SIZE,
    orderBy: 'asc',
    q: undefined,
  })
  const orders = useCustomerOrders(customer.customerId, query)
  const change = (patch: TablePagingPatch) =>
    setQuery((current) => ({
      ...current,
      ...patch,
      sortBy:
        patch.sortBy === null ? undefined : ((patch.sortBy ?? current.sortBy) as OrderListQuery['sortBy']),
      // As in the URL-held lists: anything but a page change starts again at page 1.
      page: patch.page ?? 1,
    }))
  return (
    <Card>
      <CardHeader title={t('ecommerce.customers.details.ordersTitle')} slotProps={cardTitle} />
      {orders.isError ? (
        <CardContent>
          <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
        </CardContent>
      ) : (
        <OrderTable
          rows={orders.data?.orders}
          total={orders.data?.total}
          paging={query}
          onPagingChange={change}
          loading={orders.isFetching}
          onDelete={null}
          compact
          emptyText={t('ecommerce.customers.details.noOrders')}
        />
      )}
    </Card>
  )
}

export function CustomerSecurityTab({
  customer,
  canUpdate,
}: {
  customer: CustomerDetail
  canUpdate: boolean
}) {
  const { t } = useTranslation()
  const notify = useNotify()
  const update = useUpdateCustomerSettings()
  // The asked-for position shows at once and stays while it saves; the saved one otherwise.
  const [asked, setAsked] = useState<boolean | null>(null)
  const enabled = asked ?? customer.settings.twoStepEnabled
  const toggle = async (twoStepEnabled: boolean) => {
    setAsked(twoStepEnabled)
    try {
      await update.mutateAsync({ customerId: customer.customerId, body: { twoStepEnabled } })
      notify(
        t(twoStepEnabled ? 'ecommerce.customers.security.enabled' : 'ecommerce.customers.security.disabled'),
      )
    } catch {
      notify(t('common.saveFailed'), 'error')
    } finally {
      setAsked(null)
    }
  }
  return (
    <Card>
      <CardHeader title={t('ecommerce.customers.security.title')} slotProps={cardTitle} />
      <CardContent sx={{ pt: 0 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('ecommerce.customers.security.text')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={enabled}
              disabled={!canUpdate || update.isPending}
              onChange={(event) => void toggle(event.target.checked)}
            />
          }
          label={t('ecommerce.customers.security.switch')}
        />
      </CardContent>
    </Card>
  )
}

export function CustomerAddressesTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation()
  const moment = useOrderMoment()
  const addresses = useCustomerAddresses(customer.customerId)
  return (
    <Card>
      <CardHeader
        title={t('ecommerce.customers.addresses.title')}
        subheader={t('ecommerce.customers.addresses.subtitle')}
        slotProps={cardTitle}
      />
      <CardContent sx={{ pt: 0 }}>
        {addresses.isError ? (
          <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
        ) : null}
        {addresses.isPending ? <Skeleton variant="rounded" height={160} /> : null}
        {addresses.data?.addresses.length === 0 ? (
          <EmptyState title={t('ecommerce.customers.addresses.empty')} />
        ) : null}
        {addresses.data?.addresses.length ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {addresses.data.addresses.map((entry, index) => (
              <Box component="li" key={`${entry.type}-${index}`}>
                {index > 0 ? <Divider sx={{ my: 2 }} /> : null}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
                  <PostalAddressLines address={entry.address} />
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
                    <TonalChip
                      color={entry.type === 'shipping' ? 'info' : 'primary'}
                      label={t(`ecommerce.customers.addresses.${entry.type}`)}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {t('ecommerce.customers.addresses.used', {
                        count: entry.orders,
                        date: moment.date(entry.lastUsedAt),
                      })}
                    </Typography>
                  </Box>
                </Box>
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  )
}

export function CustomerNotificationsTab({
  customer,
  canUpdate,
}: {
  customer: CustomerDetail
  canUpdate: boolean
}) {
  const { t } = useTranslation()
  const update = useUpdateCustomerSettings()
  return (
    <Card>
      <CardHeader
        title={t('ecommerce.customers.notifications.title')}
        subheader={t('ecommerce.customers.notifications.subtitle')}
        slotProps={cardTitle}
      />
      <NotificationPreferences
        saved={customer.settings.notifications}
        canUpdate={canUpdate}
        onSave={async (rows) =>
          (await update.mutateAsync({ customerId: customer.customerId, body: { notifications: rows } }))
            .settings.notifications
        }
        text={{
          table: t('ecommerce.customers.notifications.title'),
          typeHeader: t('ecommerce.customers.notifications.type'),
          type: (type) => t(`ecommerce.customers.notifications.types.${type}`),
          channel: (channel) => t(`ecommerce.customers.notifications.channels.${channel}`),
          cell: (type, channel) => t('ecommerce.customers.notifications.cell', { type, channel }),
          discard: t('ecommerce.customers.notifications.discard'),
          saved: t('ecommerce.customers.notifications.done'),
        }}
      />
    </Card>
  )
}
