// Contracts of the store's orders and customers (spec sections 3 and 7): list queries (the web
// holds them in the URL), answers, order details, the status step, and the customer's edit and
// settings forms. Amounts are numbers of dollars; the web shows them as dollar text.
import { z } from 'zod'
import { ORDER_STATUSES } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'
import {
  idSchema,
  optionalQueryEnum,
  optionalQueryText,
  pagedAnswer,
  pagedQuery,
  rowCountSchema as count,
} from './common.js'
import { CARD_BRANDS } from './card-brands.js'
import { countryLanguageQuery } from './countries.js'

const amount = z.number()
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const ORDER_MESSAGES = defineMessages('orders', {
  statusUnknown: 'Choose a known status',
  statusFinal: 'Order {order} is already {status}; its status cannot change',
  statusNextOnly: 'Order {order} is {status}: it can only move to {next}',
  changedElsewhere: 'Order {order} was changed by someone else; reload it',
})

export const CUSTOMER_MESSAGES = defineMessages('customers', {
  nameRequired: 'Name is required',
  tooLong: 'Too long',
  email: 'Enter a valid email',
  phone: 'Enter a valid phone number',
  countryRequired: 'Choose a country',
  statusRequired: 'Choose a status',
  notificationTypeUnknown: 'Unknown notification type',
  typeTwice: 'Each type at most once',
  nothingToSave: 'Send notifications or twoStepEnabled',
})
const C = CUSTOMER_MESSAGES

// ---------------------------------------------------------------------------------------------
// Orders

export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number]

export const orderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof orderStatusSchema>

/** The spec's payment state, 1 to 4, by name (the web's chip, the stats cards). */
export const ORDER_PAYMENT_STATES = { 1: 'paid', 2: 'pending', 3: 'cancelled', 4: 'failed' } as const
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[keyof typeof ORDER_PAYMENT_STATES]
export const ORDER_PAYMENTS = [1, 2, 3, 4] as const
/**
 * How an order was paid: PayPal (the spec's `paypalLogo`), a card by its brand (read from the number,
 * see cardBrand; `card` when no known brand issues it), or one of the store's manual methods
 * (`manual`, its name in `methodName`).
 */
export const ORDER_METHODS = ['paypalLogo', ...CARD_BRANDS, 'card', 'manual'] as const
export type OrderMethod = (typeof ORDER_METHODS)[number]

/** The store's order id format (store settings: details.orderIdPrefix and orderIdSuffix). */
export type OrderNumberFormat = { prefix: string; suffix: string }

/** How an order number is written everywhere it is shown: `#5434`, `#W5434`, `5434-EU`… */
export function orderNumberText(number: number, format: OrderNumberFormat): string {
  return `${format.prefix}${number}${format.suffix}`
}

/**
 * The part of a search term that can match an order number: "#W5434" (the number written as the
 * store writes it) is 5434 without the prefix and suffix; other terms are left as they are.
 */
export function orderNumberTerm(term: string, format: OrderNumberFormat): string {
  let rest = term.trim()
  const starts = format.prefix.trim()
  const ends = format.suffix.trim()
  if (starts && rest.toLowerCase().startsWith(starts.toLowerCase())) rest = rest.slice(starts.length)
  if (ends && rest.toLowerCase().endsWith(ends.toLowerCase())) rest = rest.slice(0, -ends.length)
  // "#5434" is how order numbers are written when the store sets no prefix, too.
  return rest.replace(/^#/, '').trim() || term.trim()
}

/** The status after `status` along the delivery order, or null once delivered. */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  return ORDER_STATUSES[ORDER_STATUSES.indexOf(status) + 1] ?? null
}

export const orderSchema = z.object({
  id: z.number().int(),
  /** The order number (e.g. 5434). */
  order: z.number().int(),
  /** The number as the store writes it (orderNumberText with the store's prefix and suffix): show this. */
  orderLabel: z.string(),
  customer: z.string(),
  /** The customer's public customerId (the customer details route). */
  customerId: z.number().int(),
  email: z.string(),
  avatar: z.string().nullable(),
  payment: z.number().int().min(1).max(4),
  status: orderStatusSchema,
  spent: amount,
  method: z.enum(ORDER_METHODS),
  /** Last four digits of the card or account. */
  methodNumber: z.string(),
  /** The manual payment method's name as the store wrote it (Cash on Delivery); '' otherwise. */
  methodName: z.string(),
  /** YYYY-MM-DD and HH:MM of the order, in UTC (the spec's date and time). */
  date: isoDay,
  time: z.string().regex(/^\d{2}:\d{2}$/),
  /** The same moment as an ISO timestamp, for formatting in the reader's language and zone. */
  orderedAt: z.string(),
})
export type Order = z.infer<typeof orderSchema>

export const orderFiltersSchema = z.object({
  /** Customer name, email or order number (as text: "54" finds 5434). */
  q: optionalQueryText,
  status: optionalQueryEnum(ORDER_STATUSES),
})
export const orderListQuerySchema = pagedQuery(ORDER_SORT_KEYS).extend(orderFiltersSchema.shape)
export type OrderListQuery = z.infer<typeof orderListQuerySchema>
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>

/** The CSV export takes the list's filters and sort, and answers every matching row. */
export const orderExportQuerySchema = orderListQuerySchema.omit({ page: true, itemsPerPage: true })
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>

export const orderListResponseSchema = pagedAnswer('orders', orderSchema)
export type OrderListResponse = z.infer<typeof orderListResponseSchema>

/** The order list's cards: every order by payment state and by status, and the money taken. */
export const orderStatsSchema = z.object({
  total: count,
  /** Sum of `spent` over every order: the dashboards' total sales. */
  sales: amount,
  /** Sum of `spent` over paid orders. */
  revenue: amount,
  byPayment: z.object({ paid: count, pending: count, cancelled: count, failed: count }),
  byStatus: z.object(
    Object.fromEntries(ORDER_STATUSES.map((status) => [status, count])) as Record<OrderStatus, typeof count>,
  ),
})
export type OrderStats = z.infer<typeof orderStatsSchema>

export const postalAddressSchema = z.object({
  name: z.string(),
  /** The company, when the checkout asked for one (store settings: checkout.companyName). */
  company: z.string().optional(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
})
export type PostalAddress = z.infer<typeof postalAddressSchema>

export const orderItemSchema = z.object({
  id: z.number().int(),
  /** Null once the product was deleted; name and price stay as sold. */
  productId: z.number().int().nullable(),
  name: z.string(),
  qty: z.number().int(),
  price: amount,
  /** qty × price. */
  total: amount,
})
export type OrderItem = z.infer<typeof orderItemSchema>

export const orderTimelineEntrySchema = z.object({ status: orderStatusSchema, changedAt: z.string() })
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>

/**
 * One order with its lines, money, customer, addresses and status history. The money is what was
 * computed when the order was placed and stored with it (never derived again): `subtotal` (the
 * lines), `shipping` (the delivery: 0 for parcel, $69 or $99 scheduled), `tax` and `total`, with
 * subtotal + shipping + tax − discount = total = `spent`, the amount charged that the lists show.
 * `discount` is what a deal's offer code took off at the checkout (0 and '' without one).
 */
export const orderDetailSchema = orderSchema.extend({
  items: z.array(orderItemSchema),
  subtotal: amount,
  shipping: amount,
  tax: amount,
  discount: amount,
  offerCode: z.string(),
  total: amount,
  customerDetails: z.object({
    customerId: z.number().int(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    contact: z.string(),
    country: z.string(),
    countryCode: z.string(),
    orderCount: count,
  }),
  shippingAddress: postalAddressSchema.nullable(),
  billingAddress: postalAddressSchema.nullable(),
  /** Oldest first. */
  timeline: z.array(orderTimelineEntrySchema),
  /** The one status the order may move to, or null once delivered. */
  nextStatus: orderStatusSchema.nullable(),
})
export type OrderDetail = z.infer<typeof orderDetailSchema>

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.statusUnknown }),
})
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>

// ---------------------------------------------------------------------------------------------
// Customers

export const CUSTOMER_SORT_KEYS = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number]
export const CUSTOMER_STATUSES = ['Active', 'Inactive', 'Suspended'] as const
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number]

/** Countries a customer can live in: ISO 3166-1 alpha-2 code (lower case) and English name. */
export const CUSTOMER_COUNTRIES = [
  { code: 'us', name: 'United States' },
  { code: 'gb', name: 'United Kingdom' },
  { code: 'ca', name: 'Canada' },
  { code: 'br', name: 'Brazil' },
  { code: 'mx', name: 'Mexico' },
  { code: 'fr', name: 'France' },
  { code: 'de', name: 'Germany' },
  { code: 'es', name: 'Spain' },
  { code: 'it', name: 'Italy' },
  { code: 'nl', name: 'Netherlands' },
  { code: 'se', name: 'Sweden' },
  { code: 'in', name: 'India' },
  { code: 'cn', name: 'China' },
  { code: 'jp', name: 'Japan' },
  { code: 'au', name: 'Australia' },
  { code: 'za', name: 'South Africa' },
  { code: 'eg', name: 'Egypt' },
  { code: 'id', name: 'Indonesia' },
  { code: 'ru', name: 'Russia' },
  { code: 'ar', name: 'Argentina' },
] as const
export const CUSTOMER_COUNTRY_CODES = CUSTOMER_COUNTRIES.map((country) => country.code) as [
  string,
  ...string[],
]

/** Where the flag image of a country code is served (a local SVG; no external image). */
export function countryFlagUrl(countryCode: string): string {
  return `/api/media/flag/${countryCode.toLowerCase()}.svg`
}

export const customerSchema = z.object({
  id: z.number().int(),
  customer: z.string(),
  /** The public customer number; the details route and API look customers up by it. */
  customerId: z.number().int(),
  email: z.string(),
  country: z.string(),
  /** A local SVG of the flag (see countryFlagUrl). */
  countryFlag: z.string(),
  countryCode: z.string(),
  /** How many orders the customer placed. */
  order: count,
  totalSpent: amount,
  avatar: z.string().nullable(),
})
export type Customer = z.infer<typeof customerSchema>

/** Notification events a customer can be told about, each by email, browser and app. */
export const CUSTOMER_NOTIFICATION_TYPES = [
  'newForYou',
  'accountActivity',
  'newBrowserSignIn',
  'newDeviceLinked',
] as const
export type CustomerNotificationType = (typeof CUSTOMER_NOTIFICATION_TYPES)[number]

export const customerNotificationSchema = z.object({
  type: z.enum(CUSTOMER_NOTIFICATION_TYPES, { error: C.notificationTypeUnknown }),
  email: z.boolean(),
  browser: z.boolean(),
  app: z.boolean(),
})
export type CustomerNotification = z.infer<typeof customerNotificationSchema>

export const customerSettingsSchema = z.object({
  /** One entry per type, in CUSTOMER_NOTIFICATION_TYPES order. */
  notifications: z.array(customerNotificationSchema),
  twoStepEnabled: z.boolean(),
})
export type CustomerSettings = z.infer<typeof customerSettingsSchema>

export const customerDetailSchema = customerSchema.extend({
  status: z.enum(CUSTOMER_STATUSES),
  contact: z.string(),
  settings: customerSettingsSchema,
})
export type CustomerDetail = z.infer<typeof customerDetailSchema>

export const customerFiltersSchema = z.object({
  /** Customer name, country or email. */
  q: optionalQueryText,
  /** The reader's language: q matches a country by its name in it ("Alemania" in es). */
  lang: countryLanguageQuery,
})
export const customerListQuerySchema = pagedQuery(CUSTOMER_SORT_KEYS).extend(customerFiltersSchema.shape)
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>
export type CustomerListQueryInput = z.input<typeof customerListQuerySchema>
export const customerExportQuerySchema = customerListQuerySchema.omit({ page: true, itemsPerPage: true })
export type CustomerExportQuery = z.infer<typeof customerExportQuerySchema>

export const customerListResponseSchema = pagedAnswer('customers', customerSchema)
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>

export const customerIdParamSchema = z.object({
  customerId: idSchema,
})

const phonePattern = /^[+\d][\d\s().-]{5,24}$/

/** The edit dialog and the body of PUT /customers/:customerId (replaces these fields). */
export const customerUpdateSchema = z.object({
  customer: z.string().trim().min(1, C.nameRequired).max(120, C.tooLong),
  email: z.email(C.email).max(254),
  contact: z.string().trim().regex(phonePattern, C.phone).or(z.literal('')),
  countryCode: z.enum(CUSTOMER_COUNTRY_CODES, { error: C.countryRequired }),
  status: z.enum(CUSTOMER_STATUSES, { error: C.statusRequired }),
})
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>

/** PUT /customers/:customerId/settings: either part or both; notifications replace the list. */
export const customerSettingsUpdateSchema = z
  .object({
    notifications: z
      .array(customerNotificationSchema)
      .max(CUSTOMER_NOTIFICATION_TYPES.length)
      .refine((list) => new Set(list.map((entry) => entry.type)).size === list.length, C.typeTwice)
      .optional(),
    twoStepEnabled: z.boolean().optional(),
  })
  .refine((body) => body.notifications !== undefined || body.twoStepEnabled !== undefined, C.nothingToSave)
export type CustomerSettingsUpdate = z.infer<typeof customerSettingsUpdateSchema>

/** An address the customer used on an order, with how often and when last. */
export const customerAddressSchema = z.object({
  type: z.enum(['shipping', 'billing']),
  address: postalAddressSchema,
  orders: count,
  lastUsedAt: z.string(),
})
export type CustomerAddress = z.infer<typeof customerAddressSchema>
export const customerAddressesResponseSchema = z.object({ addresses: z.array(customerAddressSchema) })
export type CustomerAddressesResponse = z.infer<typeof customerAddressesResponseSchema>

/** The customer's orders: the order list's query, limited to one customer. */
export const customerOrdersQuerySchema = orderListQuerySchema
