// The fields of a checkout as the store's settings have them, shared by the public checkout and the
// checkout wizard (each form keeps them under `address.*` and `payment.*`): the address fields the
// store asks for (required ones marked, hidden ones left out; checkoutFieldModes, which the server
// applies too), and the ways to pay it offers, with the card's fields when paying by card. Each
// area words the labels.
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import InputAdornment from '@mui/material/InputAdornment'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId } from 'react'
import {
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormSetValue,
} from 'react-hook-form'
import {
  CARD_BRAND_NAMES,
  cardBrand,
  checkoutFieldModes,
  type CheckoutAddressField,
  type CheckoutOptions,
  type CheckoutPaymentInput,
} from '@aurum/shared'
import { FormCountryField } from './form-country-field'
import { FormTextField } from './form-text-field'

/** Each address field's browser autofill hint and input type. */
const ADDRESS_FIELDS: Record<CheckoutAddressField, { autoComplete: string; type?: string }> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  company: { autoComplete: 'organization' },
  email: { autoComplete: 'email', type: 'email' },
  contactPhone: { autoComplete: 'tel', type: 'tel' },
  phone: { autoComplete: 'tel', type: 'tel' },
  line1: { autoComplete: 'address-line1' },
  line2: { autoComplete: 'address-line2' },
  city: { autoComplete: 'address-level2' },
  postalCode: { autoComplete: 'postal-code' },
  country: { autoComplete: 'country' },
}
/** The form's rows; the fields a row shows share its width (a hidden one leaves no gap). */
const ADDRESS_ROWS: readonly (readonly CheckoutAddressField[])[] = [
  ['firstName', 'lastName'],
  ['company'],
  ['email', 'contactPhone', 'phone'],
  ['line1', 'line2'],
  ['city', 'postalCode', 'country'],
]

/** An empty address with every field the form may show. */
export const EMPTY_CHECKOUT_ADDRESS: Record<CheckoutAddressField, string> = {
  firstName: '',
  lastName: '',
  email: '',
  contactPhone: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  country: '',
  phone: '',
}

export type CheckoutAddressFieldsProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>
  fields: CheckoutOptions['fields']
  label: (field: CheckoutAddressField) => string
  errorText: (message: string) => string
}

export function CheckoutAddressFields<T extends FieldValues, O>({
  control,
  fields,
  label,
  errorText,
}: CheckoutAddressFieldsProps<T, O>) {
  const modes = checkoutFieldModes(fields)
  const shown = ADDRESS_ROWS.flatMap((row) => {
    const visible = row.filter((field) => modes[field] !== 'hidden')
    return visible.map((field) => ({ field, sm: 12 / visible.length, ...ADDRESS_FIELDS[field] }))
  })
  return (
    <Grid container spacing={2}>
      {shown.map(({ field, autoComplete, sm, type }) => {
        const name = `address.${field}` as FieldPath<T>
        const required = modes[field] === 'required'
        return (
          <Grid key={field} size={{ xs: 12, sm }}>
            {field === 'country' ? (
              <FormCountryField
                control={control}
                name={name}
                label={label(field)}
                errorText={errorText}
                autoComplete={autoComplete}
                required
              />
            ) : (
              <FormTextField
                control={control}
                name={name}
                label={label(field)}
                errorText={errorText}
                fullWidth
                required={required}
                type={type}
                autoComplete={autoComplete}
              />
            )}
          </Grid>
        )
      })}
    </Grid>
  )
}

export type CheckoutPaymentText =
  | 'method'
  | 'card'
  | 'paypal'
  | 'paypalNote'
  | 'manualNote'
  | 'cardNumber'
  | 'cardName'
  | 'cardExpiry'
  | 'cardCvc'

/** The radio's value of a way to pay: its method, and a manual method's name. */
const choiceOf = (payment: Partial<CheckoutPaymentInput> | undefined) =>
  payment?.method === 'manual' ? `manual:${payment.manualMethod ?? ''}` : (payment?.method ?? '')

const EMPTY_CARD = { name: '', number: '', expiry: '', cvc: '' }

/** The first way to pay the store offers, as the form's starting value. */
export function firstPaymentChoice(payments: CheckoutOptions['payments']): CheckoutPaymentInput {
  const [provider] = payments.providers
  if (provider === 'paypal') return { method: 'paypal' }
  if (!provider && payments.manualMethods[0])
    return { method: 'manual', manualMethod: payments.manualMethods[0] }
  return { method: 'card', card: EMPTY_CARD }
}

export type CheckoutPaymentFieldsProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>
  setValue: UseFormSetValue<T>
  payments: CheckoutOptions['payments']
  text: (key: CheckoutPaymentText) => string
  errorText: (message: string) => string
}

export function CheckoutPaymentFields<T extends FieldValues, O>({
  control,
  setValue,
  payments,
  text,
  errorText,
}: CheckoutPaymentFieldsProps<T, O>) {
  const labelId = useId()
  const payment = useWatch({ control, name: 'payment' as FieldPath<T> }) as
    Partial<CheckoutPaymentInput> | undefined
  const number = useWatch({ control, name: 'payment.card.number' as FieldPath<T> }) as string | undefined
  const brand = cardBrand(number ?? '')
  const choices = [
    ...payments.providers.map((provider) => ({ value: provider, label: text(provider) })),
    ...payments.manualMethods.map((name) => ({ value: `manual:${name}`, label: name })),
  ]
  const choose = (value: string) => {
    const path = (key: string) => `payment.${key}` as FieldPath<T>
    const set = (key: string, next: unknown) =>
      setValue(path(key), next as never, { shouldDirty: true, shouldValidate: false })
    if (value.startsWith('manual:')) {
      set('method', 'manual')
      set('manualMethod', value.slice('manual:'.length))
    } else {
      set('method', value)
      // The card's fields start empty the first time a card is chosen.
      if (value === 'card' && !(payment && 'card' in payment && payment.card)) set('card', EMPTY_CARD)
    }
  }
  const cardField = (
    key: 'number' | 'name' | 'expiry' | 'cvc',
    label: CheckoutPaymentText,
    autoComplete: string,
  ) => (
    <FormTextField
      control={control}
      name={`payment.card.${key}` as FieldPath<T>}
      label={text(label)}
      errorText={errorText}
      fullWidth
      required
      autoComplete={autoComplete}
      inputMode={key === 'number' || key === 'cvc' ? 'numeric' : undefined}
      placeholder={key === 'expiry' ? 'MM/YY' : undefined}
      slotProps={
        key === 'number' && brand
          ? {
              input: {
                endAdornment: <InputAdornment position="end">{CARD_BRAND_NAMES[brand]}</InputAdornment>,
              },
            }
          : undefined
      }
    />
  )
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {choices.length > 1 ? (
        <FormControl component="fieldset">
          <FormLabel component="legend" id={labelId}>
            {text('method')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={choiceOf(payment)}
            onChange={(event) => choose(event.target.value)}
          >
            {choices.map((choice) => (
              <FormControlLabel
                key={choice.value}
                value={choice.value}
                control={<Radio />}
                label={choice.label}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      {payment?.method === 'card' ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{cardField('number', 'cardNumber', 'cc-number')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{cardField('name', 'cardName', 'cc-name')}</Grid>
          <Grid size={6}>{cardField('expiry', 'cardExpiry', 'cc-exp')}</Grid>
          <Grid size={6}>{cardField('cvc', 'cardCvc', 'cc-csc')}</Grid>
        </Grid>
      ) : payment?.method === 'paypal' ? (
        <Box sx={{ color: 'text.secondary' }}>{text('paypalNote')}</Box>
      ) : payment?.method === 'manual' ? (
        <Box sx={{ color: 'text.secondary' }}>{text('manualNote')}</Box>
      ) : null}
    </Box>
  )
}
