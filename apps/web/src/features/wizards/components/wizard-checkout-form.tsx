// The checkout wizard example: cart, address, payment, review, then a real order placed through
// the public checkout's service (POST /api/pages/checkout, priced by /api/pages/checkout/quote),
// which validates its body with the shared checkout schema again. The address fields and the ways
// to pay are the store's (its checkout settings), as on the public checkout. The card is never in
// the draft.
import { useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import { Controller, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  CARD_BRAND_NAMES,
  CHECKOUT_SECRET_STEPS,
  DELIVERY_OPTIONS,
  cardBrand,
  checkoutBodyOf,
  checkoutFullName,
  checkoutWizardSchemaFor,
  countryName,
  type CheckoutOptions,
  type CheckoutPaymentInput,
  type CheckoutQuoteInput,
  type CheckoutResponse,
  type CheckoutWizardInput,
} from '@aurum/shared'
import {
  CheckoutAddressFields,
  CheckoutPaymentFields,
  EMPTY_CHECKOUT_ADDRESS,
  firstPaymentChoice,
  type CheckoutPaymentText,
} from '@/components/checkout-fields'
import { CheckoutOfferCode } from '@/components/checkout-offer-code'
import { ErrorState, LoadingState } from '@/components/state-views'
import { ApiError } from '@/lib/api-client'
import { useCheckoutOptions, useCheckoutTotals, usePlaceOrder } from '@/lib/checkout'
import { useErrorText } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { zodResolver } from '@/lib/zod-resolver'
import { WizardCheckoutCart } from './wizard-checkout-cart'
import { useWizardStrings, WizardDone, WizardRadioField, WizardReview } from './wizard-fields'
import { WizardForm, type WizardStepDefinition } from './wizard-form'

type CheckoutOutput = ReturnType<ReturnType<typeof checkoutWizardSchemaFor>['parse']>

/** The payment texts of the shared fields → this wizard's strings. */
const PAYMENT_TEXT_KEYS: Record<CheckoutPaymentText, string> = {
  method: 'fields.method',
  card: 'payment.card',
  paypal: 'payment.paypal',
  paypalNote: 'payment.paypalNote',
  manualNote: 'payment.manualNote',
  cardNumber: 'fields.number',
  cardName: 'fields.name',
  cardExpiry: 'fields.expiry',
  cardCvc: 'fields.cvc',
}

function withoutCard(values: CheckoutWizardInput): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...values }
  for (const step of CHECKOUT_SECRET_STEPS) delete kept[step]
  return kept
}

/** What the offer's rules read from the wizard's values, as far as they are typed. */
function offerContextOf(
  values: CheckoutWizardInput,
): Pick<CheckoutQuoteInput, 'country' | 'email' | 'paymentMethod' | 'manualMethod'> {
  const payment = values.payment as Partial<CheckoutPaymentInput> | undefined
  return {
    country: (values.address?.country ?? '').trim().slice(0, 2),
    email: (values.address?.email ?? '').trim().slice(0, 200),
    paymentMethod: payment?.method ?? '',
    manualMethod: payment?.method === 'manual' ? (payment.manualMethod ?? '').trim().slice(0, 60) : '',
  }
}

/**
 * The server's totals of the cart as it stands (the same pricing as the order), with the offer
 * code's discount or the reason it is refused; with `onApply`, the code's field above them.
 */
function WizardCheckoutSummary({
  values,
  onApply,
  fieldError,
}: {
  values: CheckoutWizardInput
  onApply?: (code: string) => void
  fieldError?: string
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const errorText = useErrorText()
  const items = (values.cart?.items ?? []).map(({ productId, qty }) => ({ productId, qty }))
  const offerCode = values.cart?.offerCode ?? ''
  const { quote, offerError } = useCheckoutTotals(
    {
      items,
      delivery: values.address?.delivery ?? 'parcel',
      postalCode: (values.address?.postalCode ?? '').trim().slice(0, 12),
      offerCode,
      ...offerContextOf(values),
    },
    items.length > 0,
  )
  const refusal = offerError ? errorText(offerError) : fieldError
  const rows: [string, number][] = quote.data
    ? [
        [t('wizards.checkout.subtotal'), quote.data.subtotal],
        [t('wizards.checkout.shipping'), quote.data.shipping],
        ...(quote.data.discount > 0
          ? ([[t('wizards.checkout.discount', { code: quote.data.offerCode }), -quote.data.discount]] as [
              string,
              number,
            ][])
          : []),
        [t('wizards.checkout.tax'), quote.data.tax],
        [t('wizards.checkout.total'), quote.data.total],
      ]
    : []
  return (
    <Box component="section" aria-label={t('wizards.checkout.summary')} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('wizards.checkout.summary')}
      </Typography>
      {onApply ? (
        <Box sx={{ maxWidth: 420, mb: 2 }}>
          <CheckoutOfferCode
            applied={offerCode}
            onApply={onApply}
            error={refusal}
            text={(key) => t(`wizards.checkout.offer.${key}`)}
          />
        </Box>
      ) : refusal ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      ) : null}
      {items.length === 0 ? null : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            justifyContent: 'start',
            columnGap: 4,
          }}
        >
          {rows.map(([label, amount]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {format.money(amount)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}

/** The cart step's offer code (cart.offerCode) and the totals it gives. */
function WizardCheckoutOffer<O>({ control }: { control: Control<CheckoutWizardInput, unknown, O> }) {
  const errorText = useErrorText()
  const values = useWatch({ control }) as CheckoutWizardInput
  return (
    <Controller
      control={control}
      name="cart.offerCode"
      render={({ field, fieldState }) => (
        <WizardCheckoutSummary
          values={values}
          onApply={(code) => field.onChange(code)}
          fieldError={fieldState.error ? errorText(fieldState.error.message) : undefined}
        />
      )}
    />
  )
}

/** The order's answer with a refused offer code under the cart step's field (cart.offerCode). */
function onCartOfferCode(error: unknown): never {
  if (
    error instanceof ApiError &&
    isRecord(error.body) &&
    isRecord(error.body.codes) &&
    error.body.codes.offerCode
  ) {
    const { offerCode, ...codes } = error.body.codes
    throw new ApiError(error.status, { ...error.body, codes: { ...codes, 'cart.offerCode': offerCode } })
  }
  throw error
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** How the review names the way to pay: the card's brand and last digits, PayPal, or the method's name. */
function usePaymentReview() {
  const { t } = useTranslation()
  return (payment: CheckoutPaymentInput) => {
    if (payment.method === 'paypal') return t('wizards.checkout.payment.paypal')
    if (payment.method === 'manual') return payment.manualMethod
    const brand = cardBrand(payment.card.number)
    return t('wizards.checkout.card', {
      brand: brand ? CARD_BRAND_NAMES[brand] : t('wizards.checkout.payment.card'),
      last4: payment.card.number.replace(/\D/g, '').slice(-4),
    })
  }
}

export function WizardCheckoutForm() {
  const { t } = useTranslation()
  const options = useCheckoutOptions()
  if (options.isError) return <ErrorState error={options.error} onRetry={() => void options.refetch()} />
  if (!options.data) return <LoadingState label={t('wizards.kit.loading')} />
  return <WizardCheckoutSteps options={options.data} />
}

function WizardCheckoutSteps({ options }: { options: CheckoutOptions }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const placeOrder = usePlaceOrder()
  const paymentReview = usePaymentReview()
  const { label } = useWizardStrings('checkout')
  const resolver = useMemo(() => zodResolver(checkoutWizardSchemaFor(options.fields)), [options.fields])
  const defaults = useMemo<CheckoutWizardInput>(
    () => ({
      cart: { items: [], offerCode: '' },
      address: { ...EMPTY_CHECKOUT_ADDRESS, delivery: 'parcel' },
      payment: firstPaymentChoice(options.payments),
    }),
    [options.payments],
  )

  const steps: WizardStepDefinition<CheckoutWizardInput, CheckoutOutput>[] = [
    {
      key: 'cart',
      icon: <ShoppingCartOutlined />,
      render: ({ control }) => (
        <>
          <WizardCheckoutCart control={control} />
          <WizardCheckoutOffer control={control} />
        </>
      ),
    },
    {
      key: 'address',
      icon: <LocalShippingOutlined />,
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={12}>
            <CheckoutAddressFields
              control={control}
              fields={options.fields}
              label={label}
              errorText={errorText}
            />
          </Grid>
          <Grid size={12}>
            <WizardRadioField
              control={control}
              name="address.delivery"
              label={label('delivery')}
              options={DELIVERY_OPTIONS.map((value) => ({
                value,
                label: t(`wizards.checkout.delivery.${value}`),
              }))}
            />
          </Grid>
        </Grid>
      ),
    },
    {
      key: 'payment',
      icon: <CreditCardOutlined />,
      render: ({ control, setValue }) => (
        <Grid container spacing={3}>
          {options.payments.providers.includes('card') ? (
            <Grid size={12}>
              <Alert severity="info">{t('wizards.checkout.testCard')}</Alert>
            </Grid>
          ) : null}
          <Grid size={12}>
            <CheckoutPaymentFields
              control={control}
              setValue={setValue}
              payments={options.payments}
              text={(key) => t(`wizards.checkout.${PAYMENT_TEXT_KEYS[key]}`)}
              errorText={errorText}
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary">
              {t('wizards.checkout.cardNotKept')}
            </Typography>
          </Grid>
        </Grid>
      ),
    },
  ]

  return (
    <WizardForm<CheckoutWizardInput, CheckoutOutput, CheckoutResponse>
      wizard="checkout"
      prefix="wizards.checkout"
      variant="icons"
      resolver={resolver}
      defaults={defaults}
      steps={steps}
      toDraft={withoutCard}
      renderReview={(values) => (
        <>
          <WizardReview
            sections={[
              {
                title: t('wizards.checkout.steps.cart.title'),
                rows: values.cart.items.map(
                  (line) =>
                    [line.productName ?? String(line.productId), `× ${format.number(line.qty)}`] as const,
                ),
              },
              {
                title: t('wizards.checkout.steps.address.title'),
                rows: [
                  [
                    t('wizards.checkout.customer'),
                    checkoutFullName({
                      firstName: values.address.firstName ?? '',
                      lastName: values.address.lastName,
                    }),
                  ],
                  [label('line1'), [values.address.line1, values.address.line2].filter(Boolean).join(', ')],
                  [label('city'), `${values.address.postalCode} ${values.address.city}`],
                  [
                    label('country'),
                    values.address.country ? countryName(values.address.country, i18n.language) : '',
                  ],
                  [label('delivery'), t(`wizards.checkout.delivery.${values.address.delivery}`)],
                ],
              },
              {
                title: t('wizards.checkout.steps.payment.title'),
                rows: [[label('method'), paymentReview(values.payment)]],
              },
            ]}
          />
          <WizardCheckoutSummary values={values} />
        </>
      )}
      onSubmit={(values) => placeOrder.mutateAsync(checkoutBodyOf(values)).catch(onCartOfferCode)}
      renderDone={(order, startOver) => (
        <WizardDone
          message={t(order.paid ? 'wizards.checkout.placed' : 'wizards.checkout.placedToPay', {
            number: order.orderLabel,
            total: format.money(order.total),
          })}
          startOver={startOver}
        />
      )}
    />
  )
}
