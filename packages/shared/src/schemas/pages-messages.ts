// The error codes of the public pages' areas (content, plans, checkout, contact): one table, since
// its codes (`pages.*`) are what the server answers and the web translates (errors.pages.*).
import { z } from 'zod'
import { defineMessages } from '../errors/messages.js'

export const PAGES_MESSAGES = defineMessages('pages', {
  articleNotFound: 'No article with this address',
  faqNotFound: 'No such question',
  groupNotFound: 'No such FAQ group',
  categoryNotFound: 'No such help-center category',
  slugTaken: 'Another article already has this address',
  slugFormat: 'Use lower-case letters, digits and hyphens',
  orderMismatch: 'The order must list every entry of the group exactly once',
  required: 'This field is required',
  email: 'Enter a valid email',
  cartEmpty: 'Your cart is empty',
  productUnavailable: '{product} is not available',
  outOfStock: 'Only {available} of {product} left in stock',
  cardNumber: 'Enter a valid card number',
  cardExpiry: 'Enter a future expiry date as MM/YY',
  cardCvc: 'Enter the 3 or 4 digits on the back of the card',
  cardDeclined: 'The card was declined: use the test card 4242 4242 4242 4242',
  postalCode: 'Enter a valid postal code',
  phone: 'Enter a valid phone number',
  paymentUnavailable: 'This way of paying is not offered; choose another',
  tooManyVisitorForms: 'Too many messages from this address. Try again in {minutes} minute(s).',
  offerUnknown: 'No offer has this code',
  offerExpired: 'This code expired on {endDay}',
  offerNotYetValid: 'This code is valid from {startDay}',
  offerMinimumCart: 'This code needs a subtotal of at least {minimumMoney}',
  offerUsedUp: 'This code has been used as many times as it may be',
  offerAlreadyUsed: 'This code can be used once per customer, and this customer has used it',
  offerCardOnly: 'This code is valid only when paying by card',
  offerPaypalOnly: 'This code is valid only when paying with PayPal',
  offerCashOnly: 'This code is valid only when paying in cash',
  offerRegion: 'This code is not valid for deliveries to this country',
  offerSignIn: 'Sign in to use this code',
  offerPaidPlan: 'This code is for members on a paid plan',
})

/** A field that must be filled: trimmed, refused empty with pages.required. */
export const requiredText = (max: number) => z.string().trim().min(1, PAGES_MESSAGES.required).max(max)
