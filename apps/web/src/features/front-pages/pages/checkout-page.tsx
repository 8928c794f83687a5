// /front-pages/checkout: cart (products of the catalogue), address and delivery, payment, then the
// confirmation. The store's settings say which address fields are asked for and required and which
// ways to pay are offered (the server holds the order to the same). The server prices the cart (the
// summary is its quote, the same figures the order keeps), checks and takes the stock and writes
// the order, which the back office's order list shows. Public.
import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import {
  DELIVERY_OPTIONS,
  checkoutAddressSchemaFor,
  checkoutPaymentSchema,
  type CatalogueProduct,
  type CheckoutAddressInput,
  type CheckoutOptions,
  type CheckoutPaymentInput,
  type CheckoutQuoteInput,
  type CheckoutResponse,
  type DeliveryOption,
} from '@aurum/shared'
import { useDeferredValue, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  CheckoutAddressFields,
  CheckoutPaymentFields,
  EMPTY_CHECKOUT_ADDRESS,
  firstPaymentChoice,
} from '@/components/checkout-fields'
import { CheckoutOfferCode } from '@/components/checkout-offer-code'
import { ApiError } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { zodResolver } from '@/lib/zod-resolver'
import { useCatalogue, useCheckoutOptions, useCheckoutTotals, usePlaceOrder } from '../api'
import { FrontFrame, FrontHero } from '../components/front-frame'
import { FrontLoadError, FrontLoading } from '../components/front-status'
import { useDollars } from '../components/pricing-plans'
import { ProductLine } from '@/components/product-line'

type CartLine = { product: CatalogueProduct; qty: number }
type AddressForm = { address: CheckoutAddressInput; delivery: DeliveryOption }
type PaymentForm = { payment: CheckoutPaymentInput }
const paymentFormSchema = z.object({ payment: checkoutPaymentSchema })

const STEPS = ['cart', 'address', 'payment', 'confirmation'] as const

function CartStep({
  cart,
  setCart,
  onNext,
}: {
  cart: CartLine[]
  setCart: (cart: CartLine[]) => void
  onNext: () => void
}) {
  const { t } = useTranslation()
  const dollars = useDollars()
  const [q, setQ] = useState('')
  const catalogue = useCatalogue(useDeferredValue(q.trim()))
  const add = (product: CatalogueProduct) => {
    const line = cart.find((entry) => entry.product.id === product.id)
    setCart(
      line
        ? cart.map((entry) =>
            entry === line ? { ...entry, qty: Math.min(entry.qty + 1, product.qty, 99) } : entry,
          )
        : [...cart, { product, qty: 1 }],
    )
  }
  return (
    <Stack spacing={3}>
      <section aria-labelledby="checkout-cart-title">
        <Typography variant="h6" component="h2" id="checkout-cart-title" sx={{ mb: 2 }}>
          {t('frontPages.checkout.cartTitle', { count: cart.length })}
        </Typography>
        {cart.length === 0 ? (
          <Typography color="text.secondary">{t('frontPages.checkout.cartEmpty')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} divider={<Divider />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {cart.map((line) => (
              <ProductLine
                key={line.product.id}
                name={line.product.productName}
                detail={
                  <>
                    {line.product.productBrand} · {dollars(line.product.price)}
                  </>
                }
                strong
              >
                <TextField
                  type="number"
                  size="small"
                  label={t('frontPages.checkout.qty')}
                  value={line.qty}
                  onChange={(event) => {
                    const qty = Math.max(1, Math.min(99, Number(event.target.value) || 1))
                    setCart(cart.map((entry) => (entry === line ? { ...entry, qty } : entry)))
                  }}
                  slotProps={{ htmlInput: { min: 1, max: 99 } }}
                  sx={{ width: 90 }}
                />
                <IconButton
                  aria-label={t('frontPages.checkout.remove', { product: line.product.productName })}
                  onClick={() => setCart(cart.filter((entry) => entry !== line))}
                >
                  <DeleteOutlined />
                </IconButton>
              </ProductLine>
            ))}
          </Stack>
        )}
      </section>
      <Divider />
      <section aria-labelledby="checkout-catalogue-title">
        <Typography variant="h6" component="h2" id="checkout-catalogue-title" sx={{ mb: 2 }}>
          {t('frontPages.checkout.catalogueTitle')}
        </Typography>
        <TextField
          type="search"
          label={t('frontPages.checkout.searchProducts')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          fullWidth
          sx={{ mb: 2 }}
        />
        {catalogue.isPending ? (
          <FrontLoading />
        ) : catalogue.isError ? (
          <FrontLoadError onRetry={() => void catalogue.refetch()} />
        ) : catalogue.data.length === 0 ? (
          <Typography color="text.secondary">{t('frontPages.checkout.noProducts')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {catalogue.data.map((product) => (
              <ProductLine
                key={product.id}
                name={product.productName}
                detail={t('frontPages.checkout.inStock', { brand: product.productBrand, count: product.qty })}
              >
                <Typography sx={{ fontWeight: 500 }}>{dollars(product.price)}</Typography>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => add(product)}
                  aria-label={t('frontPages.checkout.addNamed', { product: product.productName })}
                >
                  {t('frontPages.checkout.add')}
                </Button>
              </ProductLine>
            ))}
          </Stack>
        )}
      </section>
      <Box sx={{ textAlign: 'end' }}>
        <Button variant="contained" disabled={cart.length === 0} onClick={onNext}>
          {t('frontPages.checkout.next')}
        </Button>
      </Box>
    </Stack>
  )
}

/** What the offer's rules read from the form so far (the order checks them all). */
type OfferContext = Pick<CheckoutQuoteInput, 'country' | 'email' | 'paymentMethod' | 'manualMethod'>

function Summary({
  cart,
  delivery,
  postalCode,
  offerCode,
  setOfferCode,
  offerContext,
}: {
  cart: CartLine[]
  delivery: DeliveryOption
  postalCode: string
  offerCode: string
  setOfferCode: (code: string) => void
  offerContext: OfferContext
}) {
  const { t } = useTranslation()
  // Cents always, as the order's details show the same figures.
  const dollars = useFormat().money
  const errorText = useErrorText()
  const { quote, offerError } = useCheckoutTotals(
    {
      items: cart.map((line) => ({ productId: line.product.id, qty: line.qty })),
      delivery,
      postalCode,
      offerCode,
      ...offerContext,
    },
    cart.length > 0,
  )
  const rows: [string, string, number][] = quote.data
    ? [
        ['subtotal', t('frontPages.checkout.subtotal'), quote.data.subtotal],
        ['shipping', t('frontPages.checkout.shipping'), quote.data.shipping],
        ...(quote.data.discount > 0
          ? ([
              [
                'discount',
                t('frontPages.checkout.discount', { code: quote.data.offerCode }),
                -quote.data.discount,
              ],
            ] as [string, string, number][])
          : []),
        ['tax', t('frontPages.checkout.tax'), quote.data.tax],
      ]
    : []
  return (
    <Card variant="outlined" component="aside" aria-labelledby="checkout-summary-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="checkout-summary-title" sx={{ mb: 2 }}>
          {t('frontPages.checkout.summary')}
        </Typography>
        {cart.length > 0 ? (
          <Box sx={{ mb: 2 }}>
            <CheckoutOfferCode
              applied={offerCode}
              onApply={setOfferCode}
              error={offerError ? errorText(offerError) : undefined}
              text={(key) => t(`frontPages.checkout.offer.${key}`)}
            />
          </Box>
        ) : null}
        {cart.length === 0 ? (
          <Typography color="text.secondary">{t('frontPages.checkout.cartEmpty')}</Typography>
        ) : quote.isError ? (
          <Alert severity="warning">
            {quote.error instanceof ApiError
              ? Object.values(quote.error.fieldCodes)
                  .flat()
                  .map((issue) => errorText(issue))
                  .join(' ')
              : t('frontPages.common.loadFailed')}
          </Alert>
        ) : quote.data ? (
          <Stack spacing={1}>
            {rows.map(([key, label, value]) => (
              <Stack key={key} direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography color={key === 'discount' ? 'success.main' : 'text.secondary'}>
                  {label}
                </Typography>
                <Typography
                  color={key === 'discount' ? 'success.main' : undefined}
                  data-testid={`checkout-${key}`}
                >
                  {key === 'shipping' && value === 0 ? t('frontPages.checkout.free') : dollars(value)}
                </Typography>
              </Stack>
            ))}
            <Divider />
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>{t('frontPages.checkout.total')}</Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="checkout-total">
                {dollars(quote.data.total)}
              </Typography>
            </Stack>
          </Stack>
        ) : (
          <FrontLoading />
        )}
      </CardContent>
    </Card>
  )
}

function Confirmation({ order, emailed }: { order: CheckoutResponse; emailed: boolean }) {
  const { t } = useTranslation()
  // Cents always, as the order's details show the same figures.
  const dollars = useFormat().money
  return (
    <Stack spacing={2} role="status">
      <Typography variant="h5" component="h2">
        {t('frontPages.checkout.thanks')}
      </Typography>
      <Typography>{t('frontPages.checkout.orderPlaced', { number: order.orderLabel })}</Typography>
      {emailed ? <Typography color="text.secondary">{t('frontPages.checkout.emailSoon')}</Typography> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0 }}>
        {order.lines.map((line) => (
          <Stack component="li" key={line.productId} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>
              {line.productName} × {line.qty}
            </Typography>
            <Typography>{dollars(line.total)}</Typography>
          </Stack>
        ))}
      </Stack>
      <Typography sx={{ fontWeight: 700 }}>
        {t(order.paid ? 'frontPages.checkout.paid' : 'frontPages.checkout.toPay', {
          amount: dollars(order.total),
        })}
      </Typography>
    </Stack>
  )
}

export function CheckoutPage() {
  const { t } = useTranslation()
  const options = useCheckoutOptions()
  return (
    <FrontFrame title={t('frontPages.checkout.title')} description={t('frontPages.checkout.description')}>
      <FrontHero title={t('frontPages.checkout.title')} subtitle={t('frontPages.checkout.subtitle')} />
      <Container sx={{ py: 5 }}>
        {options.isError ? (
          <FrontLoadError onRetry={() => void options.refetch()} />
        ) : options.data ? (
          <CheckoutSteps options={options.data} />
        ) : (
          <FrontLoading />
        )}
      </Container>
    </FrontFrame>
  )
}

function CheckoutSteps({ options }: { options: CheckoutOptions }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [step, setStep] = useState(0)
  const [cart, setCart] = useState<CartLine[]>([])
  const [offerCode, setOfferCode] = useState('')
  const placeOrder = usePlaceOrder()
  const addressResolver = useMemo(
    () =>
      zodResolver(
        z.object({ address: checkoutAddressSchemaFor(options.fields), delivery: z.enum(DELIVERY_OPTIONS) }),
      ),
    [options.fields],
  )
  const addressForm = useForm<AddressForm>({
    resolver: addressResolver,
    defaultValues: { address: EMPTY_CHECKOUT_ADDRESS, delivery: 'parcel' },
  })
  const paymentForm = useForm<PaymentForm>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { payment: firstPaymentChoice(options.payments) },
  })
  const delivery = useWatch({ control: addressForm.control, name: 'delivery' })
  const postalCode = useWatch({ control: addressForm.control, name: 'address.postalCode' }) ?? ''
  const email = useWatch({ control: addressForm.control, name: 'address.email' }) ?? ''
  const country = useWatch({ control: addressForm.control, name: 'address.country' }) ?? ''
  const payment = useWatch({ control: paymentForm.control, name: 'payment' })
  // The offer's rules that the form has inputs for, from the step that asks for them on.
  const offerContext: OfferContext = {
    country: step >= 1 ? country.trim().slice(0, 2) : '',
    email: step >= 1 ? email.trim().slice(0, 200) : '',
    paymentMethod: step >= 2 ? payment.method : '',
    manualMethod: step >= 2 && payment.method === 'manual' ? payment.manualMethod.trim().slice(0, 60) : '',
  }

  const pay = paymentForm.handleSubmit(({ payment }) => {
    const { delivery: chosen, address } = addressForm.getValues()
    placeOrder.mutate(
      {
        items: cart.map((line) => ({ productId: line.product.id, qty: line.qty })),
        address,
        delivery: chosen,
        payment,
        offerCode,
      },
      { onSuccess: () => setStep(3) },
    )
  })
  const orderError =
    placeOrder.error instanceof ApiError
      ? placeOrder.error.code
        ? errorText({ code: placeOrder.error.code, params: placeOrder.error.params })
        : Object.values(placeOrder.error.fieldCodes)
            .flat()
            .map((issue) => errorText(issue))
            .join(' ')
      : placeOrder.error
        ? t('frontPages.common.loadFailed')
        : null

  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {STEPS.map((key) => (
          <Step key={key}>
            <StepLabel>{t(`frontPages.checkout.steps.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: step === 3 ? 12 : 8 }}>
          {step === 0 ? <CartStep cart={cart} setCart={setCart} onNext={() => setStep(1)} /> : null}
          {step === 1 ? (
            <Box
              component="form"
              noValidate
              onSubmit={addressForm.handleSubmit(() => setStep(2))}
              aria-labelledby="checkout-address-title"
            >
              <Typography variant="h6" component="h2" id="checkout-address-title" sx={{ mb: 2 }}>
                {t('frontPages.checkout.addressTitle')}
              </Typography>
              <CheckoutAddressFields
                control={addressForm.control}
                fields={options.fields}
                label={(field) => t(`frontPages.checkout.fields.${field}`)}
                errorText={(message) => errorText(message)}
              />
              <Typography component="h3" id="checkout-delivery-title" sx={{ mt: 3, mb: 1, fontWeight: 500 }}>
                {t('frontPages.checkout.deliveryTitle')}
              </Typography>
              <RadioGroup
                aria-labelledby="checkout-delivery-title"
                value={delivery}
                onChange={(event) => addressForm.setValue('delivery', event.target.value as DeliveryOption)}
              >
                <FormControlLabel
                  value="parcel"
                  control={<Radio />}
                  label={t('frontPages.checkout.parcel')}
                />
                <FormControlLabel
                  value="scheduled"
                  control={<Radio />}
                  label={t('frontPages.checkout.scheduled', {
                    near: options.deliveryPrices.scheduledNear,
                    far: options.deliveryPrices.scheduledFar,
                  })}
                />
              </RadioGroup>
              <Stack direction="row" sx={{ mt: 3, justifyContent: 'space-between' }}>
                <Button onClick={() => setStep(0)}>{t('frontPages.checkout.back')}</Button>
                <Button type="submit" variant="contained">
                  {t('frontPages.checkout.next')}
                </Button>
              </Stack>
            </Box>
          ) : null}
          {step === 2 ? (
            <Box component="form" noValidate onSubmit={pay} aria-labelledby="checkout-payment-title">
              <Typography variant="h6" component="h2" id="checkout-payment-title" sx={{ mb: 2 }}>
                {t('frontPages.checkout.paymentTitle')}
              </Typography>
              {options.payments.providers.includes('card') ? (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('frontPages.card.testCard')}
                </Alert>
              ) : null}
              <CheckoutPaymentFields
                control={paymentForm.control}
                setValue={paymentForm.setValue}
                payments={options.payments}
                text={(key) => t(`frontPages.checkout.payment.${key}`)}
                errorText={(message) => errorText(message)}
              />
              {orderError ? (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {orderError}
                </Alert>
              ) : null}
              <Stack direction="row" sx={{ mt: 3, justifyContent: 'space-between' }}>
                <Button onClick={() => setStep(1)}>{t('frontPages.checkout.back')}</Button>
                <Button type="submit" variant="contained" loading={placeOrder.isPending}>
                  {t('frontPages.checkout.placeOrder')}
                </Button>
              </Stack>
            </Box>
          ) : null}
          {step === 3 && placeOrder.data ? (
            <Confirmation order={placeOrder.data} emailed={email.trim() !== ''} />
          ) : null}
        </Grid>
        {step < 3 ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <Summary
              cart={cart}
              delivery={delivery}
              postalCode={postalCode.trim().slice(0, 12)}
              offerCode={offerCode}
              setOfferCode={setOfferCode}
              offerContext={offerContext}
            />
          </Grid>
        ) : null}
      </Grid>
    </>
  )
}
