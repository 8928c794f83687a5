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
import { orderListQuerySchema, type CustomerDetail } from '@aurum/shared'
import { useServerList } from '@/components/data-table'
import { NotificationPreferences } from '@/components/notification-preferences'
import { EmptyState, ErrorState } from '@/components/state-views'
import { TonalChip } from '@/components/tonal-chip'
import { useLocalListParams } from '@/lib/list-params'
import { useCustomerAddresses, useCustomerOrders, useUpdateCustomerSettings } from '../api/customers'
import { PostalAddressLines } from './order-details-cards'
import { useOrderMoment } from './order-chips'
import { OrderTable } from './order-table'

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const

export function CustomerOrdersTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation()
  // Held by the tab, not the URL: the page's URL stays the customer's.
  const state = useLocalListParams(orderListQuerySchema)
  const list = useServerList(state, useCustomerOrders(customer.customerId, state.params), { rows: 'orders' })
  return (
    <Card>
      <CardHeader title={t('ecommerce.customers.details.ordersTitle')} slotProps={cardTitle} />
      <OrderTable list={list} onDelete={null} compact emptyText={t('ecommerce.customers.details.noOrders')} />
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
  const update = useUpdateCustomerSettings({
    success: (saved) =>
      saved.settings.twoStepEnabled
        ? 'ecommerce.customers.security.enabled'
        : 'ecommerce.customers.security.disabled',
    error: 'common.saveFailed',
  })
  // The asked-for position shows at once and stays while it saves; the saved one otherwise.
  const [asked, setAsked] = useState<boolean | null>(null)
  const enabled = asked ?? customer.settings.twoStepEnabled
  const toggle = (twoStepEnabled: boolean) => {
    setAsked(twoStepEnabled)
    update.mutate(
      { customerId: customer.customerId, body: { twoStepEnabled } },
      { onSettled: () => setAsked(null) },
    )
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
              onChange={(event) => toggle(event.target.checked)}
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
