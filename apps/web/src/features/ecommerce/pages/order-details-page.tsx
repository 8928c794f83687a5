// /apps/ecommerce/order/details/:id: one order's lines and totals, status timeline, customer and
// addresses; the button that moves it to its next status, and deletion with confirmation.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { ErrorState, LoadingState } from '@/components/state-views'
import { readableShade } from '@/components/tonal-chip'
import { ApiError } from '@/lib/api-client'
import { useAbility } from '@/lib/ability'
import { useAdvanceOrderStatus, useDeleteOrder, useOrder } from '../api/orders'
import {
  ORDER_STATUS_KEYS,
  OrderMethod,
  OrderPaymentChip,
  OrderStatusChip,
  useOrderMoment,
} from '../components/order-chips'
import {
  OrderAddressCard,
  OrderCustomerCard,
  OrderItemsCard,
  OrderTimeline,
} from '../components/order-details-cards'
import { paths } from '@/lib/paths'

function BackToOrders() {
  const { t } = useTranslation()
  return (
    <Link
      component={RouterLink}
      to={paths.orderList}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      {/* The arrow points back in either reading direction. */}
      <ArrowBackOutlined fontSize="small" aria-hidden sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
      {t('ecommerce.orders.details.back')}
    </Link>
  )
}

export function OrderDetailsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const ability = useAbility()
  const moment = useOrderMoment()
  const id = Number(useParams().id)
  const order = useOrder(id)
  const advance = useAdvanceOrderStatus({
    success: (moved) => ({
      key: 'ecommerce.orders.actions.advanced',
      params: {
        order: moved.orderLabel,
        status: t(`ecommerce.orders.status.${ORDER_STATUS_KEYS[moved.status]}`),
      },
    }),
    // A 409 (someone moved it first) says so; the page shows where it stands now.
    error: 'common.saveFailed',
  })
  const remove = useDeleteOrder({
    success: { key: 'ecommerce.orders.delete.done', params: { order: order.data?.orderLabel ?? '' } },
    error: 'common.deleteFailed',
  })
  const [confirmingDelete, setConfirmingDelete] = useState(false)

  if (!Number.isInteger(id) || id <= 0 || order.isError) {
    return (
      <Box>
        <BackToOrders />
        <ErrorState
          error={order.error ?? new ApiError(404, null)}
          onRetry={() => void order.refetch()}
          notFoundText={t('ecommerce.orders.details.notFound')}
        />
      </Box>
    )
  }
  if (!order.data) return <LoadingState />

  const data = order.data
  const number = data.orderLabel
  const nextStatus = data.nextStatus
  const nextLabel = nextStatus ? t(`ecommerce.orders.status.${ORDER_STATUS_KEYS[nextStatus]}`) : ''

  const moveOn = () => {
    if (nextStatus) advance.mutate({ id: data.id, status: nextStatus })
  }

  const confirmDelete = () => remove.mutate(data.id, { onSuccess: () => void navigate(paths.orderList) })

  return (
    <Box>
      <BackToOrders />
      <PageHeader
        title={t('ecommerce.orders.details.title', { order: number })}
        subtitle={t('ecommerce.orders.details.placedOn', { date: moment.dateTime(data.orderedAt) })}
        actions={
          <>
            {nextStatus && ability.can('update', 'Order') ? (
              <Button
                variant="contained"
                onClick={moveOn}
                disabled={advance.isPending}
                startIcon={
                  advance.isPending ? (
                    <CircularProgress size={16} color="inherit" aria-hidden />
                  ) : (
                    <LocalShippingOutlined />
                  )
                }
              >
                {t('ecommerce.orders.actions.advance', { status: nextLabel })}
              </Button>
            ) : null}
            {ability.can('delete', 'Order') ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineOutlined />}
                onClick={() => setConfirmingDelete(true)}
                // The palette's red is too pale for text on the page background (WCAG AA).
                sx={(theme) => ({ color: readableShade(theme, 'error', 5) })}
              >
                {t('ecommerce.orders.actions.deleteOrder')}
              </Button>
            ) : null}
          </>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: -1.5, mb: 3 }}>
        <OrderStatusChip status={data.status} />
        <OrderPaymentChip payment={data.payment} />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <OrderItemsCard order={data} />
          <OrderTimeline order={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <OrderCustomerCard order={data} />
          <OrderAddressCard
            title={t('ecommerce.orders.details.shippingAddress')}
            address={data.shippingAddress}
          />
          <OrderAddressCard
            title={t('ecommerce.orders.details.billingAddress')}
            address={data.billingAddress}
          />
          <Box sx={{ px: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('ecommerce.orders.details.paidWith')}
            </Typography>
            <OrderMethod method={data.method} methodNumber={data.methodNumber} methodName={data.methodName} />
          </Box>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('ecommerce.orders.delete.title')}
        text={t('ecommerce.orders.delete.text', { order: number, customer: data.customer })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirmingDelete(false)}
      />
    </Box>
  )
}
