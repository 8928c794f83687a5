// What the store says about its orders, as its settings have it: the confirmation mailed to the
// customer who placed one, and the team told of new orders, new customers and dispatched orders
// in the bell and by a mail to the store's contact email (the notifications section). Mails go out
// from the store's name with its sender email to reply to, dates in the store's time zone, and
// its details in the footer; they are written in English, as Aurum's other mails are.
import {
  countryName,
  orderNumberText,
  type Action,
  type NotificationKind,
  type StoreNotificationEvent,
  type StoreSettings,
  type Subject,
} from '@aurum/shared'
import { queueAccountMail, type EmailDeps } from '../../email/service.js'
import { notify } from '../../notifications/service.js'
import * as settingsService from '../settings/service.js'

type StoreDetails = StoreSettings['details']

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)

/** A moment in the store's time zone (UTC when the zone is unknown to this runtime). */
function storeMoment(at: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(at)
  try {
    return `${format(timeZone)} (${timeZone.replaceAll('_', ' ')})`
  } catch {
    return `${format('UTC')} (UTC)`
  }
}

function footer(store: StoreDetails): string {
  const place = [store.city, [store.state, store.postalCode].filter(Boolean).join(' ')].filter(Boolean)
  const lines = [
    store.businessName,
    store.address,
    place.join(', '),
    countryName(store.country, 'en'),
    `${store.phone} · ${store.email}`,
  ]
  return `<hr><p style="color:#666;font-size:12px">${lines.filter(Boolean).map(escape).join('<br>')}</p>`
}

async function sendStoreMail(
  deps: EmailDeps,
  store: StoreDetails,
  mail: { to: { email: string; name: string }; subject: string; body: string },
): Promise<void> {
  await queueAccountMail(deps, {
    to: mail.to,
    subject: mail.subject,
    html: mail.body + footer(store),
    fromName: store.storeName,
    replyTo: store.senderEmail,
  })
}

export type PlacedOrder = {
  id: number
  orderNumber: number
  orderedAt: Date
  customer: { name: string; email: string }
  lines: { productName: string; qty: number; total: number }[]
  subtotal: number
  shipping: number
  tax: number
  /** What an offer code took off, and the code ('' without one). */
  discount?: number
  offerCode?: string
  total: number
  /** Paid now, or waiting for the payment (PayPal, a manual method) in the way named here. */
  paid: boolean
  paymentText: string
}

function confirmationBody(order: PlacedOrder, label: string, store: StoreDetails): string {
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.productName)} × ${line.qty}</td><td align="right">${dollars(line.total)}</td></tr>`,
    )
    .join('')
  const discount: [string, number][] = order.discount
    ? [[`Offer ${escape(order.offerCode ?? '')}`, -order.discount]]
    : []
  const totals = (
    [
      ['Subtotal', order.subtotal],
      ['Delivery', order.shipping],
      ...discount,
      ['Tax', order.tax],
      ['Total', order.total],
    ] as [string, number][]
  )
    .map(([name, amount]) => `<tr><td>${name}</td><td align="right">${dollars(amount)}</td></tr>`)
    .join('')
  const payment = order.paid
    ? `Paid with ${escape(order.paymentText)}.`
    : `To pay by ${escape(order.paymentText)}: we prepare the order once the payment has arrived.`
  return (
    `<p>Hello ${escape(order.customer.name)},</p>` +
    `<p>Thank you for your order ${escape(label)}, placed on ${escape(storeMoment(order.orderedAt, store.timezone))}.</p>` +
    `<table>${rows}${totals}</table>` +
    `<p>${payment}</p>` +
    `<p>${escape(store.storeName)}</p>`
  )
}

/**
 * After an order is placed: its confirmation to the customer (FAQ: a confirmation email is sent;
 * none when the customer gave no email), and the team told as the settings say.
 */
export async function orderPlaced(
  deps: EmailDeps,
  settings: StoreSettings,
  order: PlacedOrder,
  customer: { created: boolean; customerCode: number },
): Promise<void> {
  const label = orderNumberText(order.orderNumber, {
    prefix: settings.details.orderIdPrefix,
    suffix: settings.details.orderIdSuffix,
  })
  if (order.customer.email)
    await sendStoreMail(deps, settings.details, {
      to: { email: order.customer.email, name: order.customer.name },
      subject: `Your order ${label} at ${settings.details.storeName}`,
      body: confirmationBody(order, label, settings.details),
    })
  await tellTeam(deps, settings, 'newOrder', {
    kind: 'newOrder',
    ability: { action: 'update', subject: 'Order' },
    params: { order: label, customer: order.customer.name },
    link: `/apps/ecommerce/order/details/${order.id}`,
    subject: `New order ${label} from ${order.customer.name} (${dollars(order.total)})`,
  })
  if (customer.created)
    await tellTeam(deps, settings, 'newCustomer', {
      kind: 'newCustomer',
      ability: { action: 'read', subject: 'Customer' },
      params: { customer: order.customer.name },
      link: `/apps/ecommerce/customer/details/${customer.customerCode}`,
      subject: `New customer: ${order.customer.name}`,
    })
}

/** After an order moved to Dispatched; the one who moved it is not told (they know). */
export async function orderShipped(
  deps: EmailDeps,
  order: { id: number; orderNumber: number; customer: string },
  actorId?: number,
): Promise<void> {
  const settings = await settingsService.getStoreSettings(deps.db)
  const label = orderNumberText(order.orderNumber, {
    prefix: settings.details.orderIdPrefix,
    suffix: settings.details.orderIdSuffix,
  })
  await tellTeam(deps, settings, 'orderShipped', {
    kind: 'orderShipped',
    ability: { action: 'update', subject: 'Order' },
    exceptUserId: actorId,
    params: { order: label, customer: order.customer },
    link: `/apps/ecommerce/order/details/${order.id}`,
    subject: `Order ${label} of ${order.customer} was dispatched`,
  })
}

type TeamNotice = {
  kind: NotificationKind
  ability: { action: Action; subject: Subject }
  exceptUserId?: number
  params: Record<string, string>
  link: string
  subject: string
}

/** The bell of whoever handles it, and a mail to the store's contact email, each when switched on. */
async function tellTeam(
  deps: EmailDeps,
  settings: StoreSettings,
  event: StoreNotificationEvent,
  notice: TeamNotice,
): Promise<void> {
  const channels = settings.notifications.events.find((entry) => entry.type === event)
  if (channels?.app)
    await notify(deps.db, {
      ability: notice.ability,
      exceptUserId: notice.exceptUserId,
      kind: notice.kind,
      params: notice.params,
      link: notice.link,
    })
  if (channels?.email)
    await sendStoreMail(deps, settings.details, {
      to: { email: settings.details.email, name: settings.details.storeName },
      subject: notice.subject,
      body: `<p>${escape(notice.subject)}.</p>`,
    })
}
