// The checkout wizard example: cart, address, payment, review, then a real order placed through
// the public checkout's service (POST /api/pages/checkout, priced by /api/pages/checkout/quote),
// which validates its body with the shared checkout schema again. The card is never in the draft.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import { useTranslation } from 'react-i18next'
import {
  CHECKOUT_SECRET_STEPS,
  DELIVERY_OPTIONS,
  checkoutBodyOf,
  checkoutWizardSchema,
  countryName,
  type CheckoutResponse,
  type CheckoutWizardInput,
} from '@aurum/shared'
import { FormCountryField } from '../../../components/form-country-field'
import { useCheckoutQuote, usePlaceOrder } from '../../../lib/checkout'
import { useErrorText } from '../../../lib/error-text'
import { useFormat } from '../../../lib/format'
import { zodResolver } from '../../../lib/zod-resolver'
import { WizardCheckoutCart } from './wizard-checkout-cart'
import { useWizardStrings, WizardRadioField, WizardReview, WizardTextField } from './wizard-fields'
import { WizardForm, type WizardStepDefinition } from './wizard-form'

type CheckoutOutput = ReturnType<typeof checkoutWizardSchema.parse>

const DEFAULTS: CheckoutWizardInput = {
  cart: { items: [] },
  address: {
    fullName: '',
    email: '',
    phone: '',
    line1: '',
    city: '',
    postalCode: '',
    country: '',
    delivery: 'parcel',
  },
  payment: { card: { name: '', number: '', expiry: '', cvc: '' } },
}

const resolver = zodResolver(checkoutWizardSchema)

function withoutCard(values: CheckoutWizardInput): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...values }
  for (const step of CHECKOUT_SECRET_STEPS) delete kept[step]
  return kept
}

/** The server's totals of the cart as it stands (the same pricing as the order). */
function WizardCheckoutSummary({ values }: { values: CheckoutWizardInput }) {
  const { t } = useTranslation()
  const format = useFormat()
  const items = values.cart.items.map(({ productId, qty }) => ({ productId, qty }))
  const quote = useCheckoutQuote(
    { items, delivery: values.address.delivery, postalCode: values.address.postalCode },
    items.length > 0,
  )
  if (!quote.data) return null
  const rows: [string, number][] = [
    [t('wizards.checkout.subtotal'), quote.data.subtotal],
    [t('wizards.checkout.shipping'), quote.data.shipping],
    [t('wizards.checkout.tax'), quote.data.tax],
    [t('wizards.checkout.total'), quote.data.total],
  ]
  return (
    <Box component="section" aria-label={t('wizards.checkout.summary')} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('wizards.checkout.summary')}
      </Typography>
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
    </Box>
  )
}

export function WizardCheckoutForm() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const placeOrder = usePlaceOrder()
  const { label } = useWizardStrings('checkout')
  const text = (
    field: 'fullName' | 'email' | 'phone' | 'line1' | 'city' | 'postalCode',
    autoComplete: string,
  ) => ({
    name: `address.${field}` as const,
    label: label(field),
    autoComplete,
  })

  const steps: WizardStepDefinition<CheckoutWizardInput, CheckoutOutput>[] = [
    {
      key: 'cart',
      icon: <ShoppingCartOutlined />,
      render: ({ control }) => <WizardCheckoutCart control={control} />,
    },
    {
      key: 'address',
      icon: <LocalShippingOutlined />,
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField control={control} {...text('fullName', 'name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField control={control} type="email" {...text('email', 'email')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField control={control} type="tel" {...text('phone', 'tel')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField control={control} {...text('line1', 'address-line1')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <WizardTextField control={control} {...text('city', 'address-level2')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <WizardTextField control={control} {...text('postalCode', 'postal-code')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormCountryField
              control={control}
              name="address.country"
              label={label('country')}
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
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={12}>
            <Alert severity="info">{t('wizards.checkout.testCard')}</Alert>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField
              control={control}
              name="payment.card.number"
              label={label('number')}
              autoComplete="cc-number"
              inputMode="numeric"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField
              control={control}
              name="payment.card.name"
              label={label('name')}
              autoComplete="cc-name"
            />
          </Grid>
          <Grid size={6}>
            <WizardTextField
              control={control}
              name="payment.card.expiry"
              label={label('expiry')}
              placeholder="MM/YY"
              autoComplete="cc-exp"
            />
          </Grid>
          <Grid size={6}>
            <WizardTextField
              control={control}
              name="payment.card.cvc"
              label={label('cvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
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
      defaults={DEFAULTS}
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
                  [label('fullName'), values.address.fullName],
                  [label('line1'), values.address.line1],
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
                rows: [
                  [
                    label('number'),
                    t('wizards.checkout.card', {
                      last4: values.payment.card.number.replace(/\D/g, '').slice(-4),
                    }),
                  ],
                ],
              },
            ]}
          />
          <WizardCheckoutSummary values={values} />
        </>
      )}
      onSubmit={(values) => placeOrder.mutateAsync(checkoutBodyOf(values))}
      renderDone={(order, startOver) => (
        <CardContent>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('wizards.checkout.placed', { number: order.orderNumber, total: format.money(order.total) })}
          </Alert>
          <Button variant="outlined" onClick={startOver}>
            {t('wizards.kit.startOver')}
          </Button>
        </CardContent>
      )}
    />
  )
}
