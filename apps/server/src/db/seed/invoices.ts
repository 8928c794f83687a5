// Invoices: 8 clients and 50 invoices (ids from 4987) in every status, with line items and bank
// details; plus a volume generator for benchmarks.
import { INVOICE_STATUSES } from '@aurum/shared'
import type { Faker } from '@faker-js/faker'
import { asc } from 'drizzle-orm'
import { invoiceClients, invoiceItems, invoicePayments, invoices } from '../schema/index.js'
import { avatarUrl, insertInChunks, type SeedContext } from './context.js'
import {
  COUNTRIES,
  DAY_MS,
  at,
  cents,
  cycle,
  demoHistory,
  isoDate,
  rowsPerChunk,
  type DemoHistory,
} from './helpers.js'
import { invoiceLineDescription } from './texts.js'

const DEMO_INVOICE_CLIENT_COUNT = 8
const DEMO_INVOICE_COUNT = 50

type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
type NewInvoice = typeof invoices.$inferInsert
type NewInvoiceClient = typeof invoiceClients.$inferInsert

const SERVICES = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
  'App Development',
]
const BANKS = ['American Bank', 'Bank of Europe', 'Northern Trust', 'Pacific Savings']

function fakeClient(faker: Faker, suffix: string): NewInvoiceClient {
  const name = faker.person.fullName()
  const company = faker.company.name()
  const domain = company.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'company'
  return {
    name,
    company,
    companyEmail: `${name.split(' ')[0]?.toLowerCase() ?? 'billing'}${suffix}@${domain}.com`,
    address: faker.location.streetAddress({ useFullAddress: true }),
    country: faker.helpers.arrayElement(COUNTRIES).code.toUpperCase(),
    contact: faker.phone.number({ style: 'international' }),
  }
}

/** Balance as the list shows it: nothing owed when paid, a credit (negative) on some sent ones. */
function balanceFor(faker: Faker, status: InvoiceStatus, total: number, index: number): number {
  switch (status) {
    case 'Paid':
      return 0
    case 'Partial Payment':
      return cents(total * faker.number.float({ min: 0.2, max: 0.8, fractionDigits: 2 }))
    case 'Downloaded':
    case 'Sent':
      return index % 2 === 0 ? -cents(faker.number.float({ min: 50, max: 500, fractionDigits: 2 })) : total
    default:
      return total
  }
}

function fakeInvoice(
  faker: Faker,
  status: InvoiceStatus,
  clientId: number,
  index: number,
  avatarName: string | null,
  history: DemoHistory,
): NewInvoice {
  const issued = history.at(faker.date.between({ from: '2025-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }))
  const total = faker.number.float({ min: 100, max: 9_999, fractionDigits: 2 })
  const balance = balanceFor(faker, status, total, index)
  return {
    issuedDate: isoDate(issued),
    dueDate: isoDate(new Date(issued.getTime() + faker.number.int({ min: 7, max: 60 }) * DAY_MS)),
    clientId,
    service: faker.helpers.arrayElement(SERVICES),
    total,
    avatar: avatarName ? avatarUrl(avatarName) : null,
    invoiceStatus: status,
    balance,
    delivery: status === 'Draft' || status === 'Downloaded' || status === 'Sent' ? status : 'Sent',
    totalDue: Math.max(balance, 0),
    bankName: faker.helpers.arrayElement(BANKS),
    bankCountry: faker.helpers.arrayElement(COUNTRIES).code.toUpperCase(),
    iban: faker.finance.iban(),
    swiftCode: faker.finance.bic(),
  }
}

export async function seedInvoices({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(7001)
  const history = demoHistory(now)
  const clientRows = Array.from({ length: DEMO_INVOICE_CLIENT_COUNT }, () => fakeClient(faker, ''))
  const clients = await db.insert(invoiceClients).values(clientRows).returning({ id: invoiceClients.id })

  const invoiceRows = Array.from({ length: DEMO_INVOICE_COUNT }, (_, index) => {
    const clientIndex = faker.number.int(clients.length - 1)
    const client = at(clientRows, clientIndex)
    return fakeInvoice(
      faker,
      cycle(INVOICE_STATUSES, index),
      at(clients, clientIndex).id,
      index,
      index % 4 === 3 ? null : client.name,
      history,
    )
  })
  // Inserted in order so ids run 4987, 4988, ... as the identity column counts them.
  const inserted = await db.insert(invoices).values(invoiceRows).returning({
    id: invoices.id,
    total: invoices.total,
    balance: invoices.balance,
    issuedDate: invoices.issuedDate,
  })
  await db.insert(invoicePayments).values(paymentsOf(inserted))

  await db.insert(invoiceItems).values(
    inserted.flatMap((invoice) => {
      // Two lines whose prices add up to the invoice total.
      const firstShare = cents(invoice.total * faker.number.float({ min: 0.3, max: 0.7, fractionDigits: 2 }))
      return [firstShare, cents(invoice.total - firstShare)].map((price) => {
        const service = faker.helpers.arrayElement(SERVICES)
        return {
          invoiceId: invoice.id,
          item: service,
          description: invoiceLineDescription(faker, service),
          cost: price,
          qty: 1,
          price,
        }
      })
    }),
  )
}

/**
 * What was paid (total less balance) as one bank transfer on the issue date, recorded that day, so
 * balance = total - payments.
 */
function paymentsOf(rows: { id: number; total: number; balance: number; issuedDate: string }[]) {
  return rows
    .filter((row) => cents(row.total - row.balance) > 0)
    .map((row) => ({
      invoiceId: row.id,
      amount: cents(row.total - row.balance),
      paidOn: row.issuedDate,
      method: 'Bank Transfer',
      createdAt: new Date(`${row.issuedDate}T00:00:00Z`),
    }))
}

/** Appends n invoices (one item each) over the existing clients plus one new client per 20 invoices. */
export async function seedVolumeInvoices({ db, fakerFor, now }: SeedContext, count: number) {
  const faker = fakerFor(7099)
  const history = demoHistory(now)
  const newClients = Array.from({ length: Math.ceil(count / 20) }, (_, index) =>
    fakeClient(faker, `.v${index}`),
  )
  await insertInChunks(newClients, rowsPerChunk(6), (chunk) => db.insert(invoiceClients).values(chunk))
  const clientIds = (
    await db.select({ id: invoiceClients.id }).from(invoiceClients).orderBy(asc(invoiceClients.id))
  ).map((row) => row.id)
  const chunk = rowsPerChunk(13)
  for (let start = 0; start < count; start += chunk) {
    const rows: NewInvoice[] = []
    for (let index = start; index < Math.min(count, start + chunk); index++) {
      rows.push(
        fakeInvoice(
          faker,
          cycle(INVOICE_STATUSES, index),
          at(clientIds, faker.number.int(clientIds.length - 1)),
          index,
          null,
          history,
        ),
      )
    }
    const inserted = await db.insert(invoices).values(rows).returning({
      id: invoices.id,
      total: invoices.total,
      balance: invoices.balance,
      issuedDate: invoices.issuedDate,
    })
    const payments = paymentsOf(inserted)
    if (payments.length) await db.insert(invoicePayments).values(payments)
    await db.insert(invoiceItems).values(
      inserted.map((invoice) => ({
        invoiceId: invoice.id,
        item: 'Services',
        cost: invoice.total,
        qty: 1,
        price: invoice.total,
      })),
    )
  }
}
