// How an order's status, payment state and payment method look everywhere they appear (lists,
// details, a customer's orders), and the order's moment in the reader's language.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import FiberManualRecord from '@mui/icons-material/FiberManualRecord'
import { useTranslation } from 'react-i18next'
import {
  CARD_BRAND_NAMES,
  ORDER_PAYMENT_STATES,
  type CardBrand,
  type Order,
  type OrderPaymentState,
  type OrderStatus,
} from '@aurum/shared'
import { TonalChip, type TonalChipColor } from '@/components/tonal-chip'
import { LeftToRightText } from '@/components/left-to-right-text'
import { useFormat } from '@/lib/format'

/** ORDER_STATUSES → their string keys (`ecommerce.orders.status.<key>`). */
export const ORDER_STATUS_KEYS: Record<OrderStatus, string> = {
  'Ready to Pickup': 'readyToPickup',
  Dispatched: 'dispatched',
  'Out for Delivery': 'outForDelivery',
  Delivered: 'delivered',
}

export const ORDER_STATUS_COLORS: Record<OrderStatus, TonalChipColor> = {
  'Ready to Pickup': 'info',
  Dispatched: 'warning',
  'Out for Delivery': 'primary',
  Delivered: 'success',
}

const ORDER_PAYMENT_COLORS: Record<OrderPaymentState, TonalChipColor> = {
  paid: 'success',
  pending: 'warning',
  cancelled: 'secondary',
  failed: 'error',
}

function paymentStateOf(payment: number): OrderPaymentState {
  return ORDER_PAYMENT_STATES[payment as keyof typeof ORDER_PAYMENT_STATES] ?? 'pending'
}

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation()
  return (
    <TonalChip
      color={ORDER_STATUS_COLORS[status]}
      label={t(`ecommerce.orders.status.${ORDER_STATUS_KEYS[status]}`)}
    />
  )
}

/** The payment state as coloured text with a dot (a chip next to the status chip would read as one). */
export function OrderPaymentChip({ payment }: { payment: number }) {
  const { t } = useTranslation()
  const state = paymentStateOf(payment)
  return (
    <TonalChip
      color={ORDER_PAYMENT_COLORS[state]}
      icon={<FiberManualRecord sx={{ fontSize: '0.6rem !important' }} />}
      label={t(`ecommerce.orders.payment.${state}`)}
      sx={{ bgcolor: 'transparent', px: 0 }}
    />
  )
}

const isCardBrand = (method: string): method is CardBrand => Object.hasOwn(CARD_BRAND_NAMES, method)

/** How the order was paid: a card by its brand (a trademark, the same in every language), PayPal, or the store's manual method by name. */
export function OrderMethod({
  method,
  methodNumber,
  methodName,
}: Pick<Order, 'method' | 'methodNumber' | 'methodName'>) {
  const { t } = useTranslation()
  const card = isCardBrand(method) || method === 'card'
  const Icon = card ? CreditCardOutlined : AccountBalanceWalletOutlined
  const name = isCardBrand(method)
    ? CARD_BRAND_NAMES[method]
    : method === 'manual'
      ? methodName
      : t(`ecommerce.orders.method.${method}`)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <Icon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Typography variant="body2" noWrap>
          {name}
        </Typography>
        {methodNumber ? (
          <LeftToRightText>{t('ecommerce.orders.method.ending', { number: methodNumber })}</LeftToRightText>
        ) : null}
      </Box>
    </Box>
  )
}

/** Date above time, for table cells. */
export function OrderMomentCell({ orderedAt }: { orderedAt: string }) {
  const moment = useOrderMoment()
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
        lineHeight: 1.3,
      }}
    >
      <Typography variant="body2" noWrap>
        {moment.date(orderedAt)}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {moment.time(orderedAt)}
      </Typography>
    </Box>
  )
}

/** A timestamp as date and time, and as date only, in the reader's language and time zone. */
export function useOrderMoment() {
  return useFormat()
}
