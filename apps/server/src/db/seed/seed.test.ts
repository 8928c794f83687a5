// The demo seed: spec counts, every listed state present, derived customer totals in line with
// the orders, identical data on two fresh databases, and seeding only once; and the volume orders'
// lines.
import { DEMO_SALES_COUNT } from './sales.js'
import {
  CALENDARS,
  CHAT_STATUSES,
  COURSE_TAGS,
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  INVOICE_STATUSES,
  isCountryCode,
  KANBAN_BOARDS,
  ORDER_STATUSES,
  postalCodeProblem,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  REFERRAL_STATUSES,
  REVIEW_STATUSES,
  SALES_PAYMENT_STATUSES,
} from '@aurum/shared'
import { faker } from '@faker-js/faker'
import { asc, count, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../client.js'
import { openTestDatabase } from '../../test/test-database.js'
import {
  calendarEvents,
  categories,
  chatProfiles,
  chatMessages,
  chats,
  contactMessages,
  courseDetails,
  courseSections,
  courses,
  customers,
  emailAttachments,
  emails,
  faqGroups,
  faqs,
  helpCenterArticles,
  helpCenterCategories,
  invoiceItems,
  invoiceClients,
  invoices,
  kanbanBoards,
  kanbanItems,
  orderItems,
  orders,
  products,
  profileHeaders,
  profileProjects,
  profileTabData,
  referrals,
  reviews,
  salesDetails,
  vehicles,
} from '../schema/index.js'
import { seedIfEmpty } from './index.js'
import { VOLUME_SEEDERS } from './volume-seeders.js'

const SEED_TIME = new Date('2026-03-15T12:00:00Z')

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)].sort()
}

function sorted(values: readonly string[]): string[] {
  return [...values].sort()
}

describe('demo seed', () => {
  let first: Database
  let second: Database

  beforeAll(async () => {
    ;[first, second] = await Promise.all([openTestDatabase(), openTestDatabase()])
    expect(await seedIfEmpty(first.db, SEED_TIME)).toBe(true)
    expect(await seedIfEmpty(second.db, SEED_TIME)).toBe(true)
  }, 120_000)

  afterAll(async () => {
    await Promise.all([first.close(), second.close()])
  })

  it('has the sample counts of the spec', async () => {
    const { db } = first
    const total = async (table: Parameters<typeof db.$count>[0]) => db.$count(table)
    expect(await total(courses)).toBe(25)
    expect(await total(reviews)).toBe(100)
    expect(await total(referrals)).toBe(45)
    expect(await total(orders)).toBe(100)
    expect(await total(customers)).toBe(100)
    expect(await total(invoices)).toBe(50)
    expect(await total(invoiceClients)).toBeGreaterThanOrEqual(5)
    expect(await total(products)).toBe(40)
    expect(await total(categories)).toBe(6)
    // The admin's 30 conversations and three in the client's mailbox.
    expect(await db.$count(emails, isNull(emails.parentId))).toBe(30 + 3)
    expect(await total(chatProfiles)).toBeGreaterThanOrEqual(8)
    expect(await total(chats)).toBeGreaterThanOrEqual(3)
    expect(await total(calendarEvents)).toBe(25)
    expect(await total(kanbanItems)).toBe(10)
    expect(await total(vehicles)).toBe(10)
    expect(await total(faqGroups)).toBe(5)
    expect(await total(helpCenterCategories)).toBe(3)
    // Visitors' contact messages: the analytics dashboard's support activity.
    expect(await total(contactMessages)).toBe(36)
    expect(await total(profileHeaders)).toBe(1)
    expect(await total(profileTabData)).toBe(4)
    expect(await total(profileProjects)).toBe(20)
    expect(await total(salesDetails)).toBe(DEMO_SALES_COUNT)
  })

  it('contains every state the spec lists', async () => {
    const { db } = first
    expect(distinct((await db.select({ v: products.status }).from(products)).map((r) => r.v))).toEqual(
      sorted(PRODUCT_STATUSES),
    )
    expect(distinct((await db.select({ v: products.category }).from(products)).map((r) => r.v))).toEqual(
      sorted(PRODUCT_CATEGORIES),
    )
    expect(distinct((await db.select({ v: reviews.status }).from(reviews)).map((r) => r.v))).toEqual(
      sorted(REVIEW_STATUSES),
    )
    expect(distinct((await db.select({ v: reviews.rating }).from(reviews)).map((r) => r.v))).toEqual([
      1, 2, 3, 4, 5,
    ])
    expect(distinct((await db.select({ v: referrals.status }).from(referrals)).map((r) => r.v))).toEqual(
      sorted(REFERRAL_STATUSES),
    )
    expect(distinct((await db.select({ v: orders.status }).from(orders)).map((r) => r.v))).toEqual(
      sorted(ORDER_STATUSES),
    )
    expect(distinct((await db.select({ v: orders.method }).from(orders)).map((r) => r.v))).toEqual([
      'mastercard',
      'paypalLogo',
    ])
    expect(distinct((await db.select({ v: orders.payment }).from(orders)).map((r) => r.v))).toEqual([
      1, 2, 3, 4,
    ])
    expect(distinct((await db.select({ v: invoices.invoiceStatus }).from(invoices)).map((r) => r.v))).toEqual(
      sorted(INVOICE_STATUSES),
    )
    expect(distinct((await db.select({ v: emails.folder }).from(emails)).map((r) => r.v))).toEqual(
      sorted(EMAIL_FOLDERS),
    )
    expect(distinct((await db.select({ v: emails.labels }).from(emails)).flatMap((r) => r.v))).toEqual(
      sorted(EMAIL_LABELS),
    )
    expect(
      distinct((await db.select({ v: emailAttachments.size }).from(emailAttachments)).map((r) => r.v)),
    ).toEqual(['10mb', '5mb'])
    expect(
      distinct((await db.select({ v: calendarEvents.calendar }).from(calendarEvents)).map((r) => r.v)),
    ).toEqual(sorted(CALENDARS))
    expect(
      distinct((await db.select({ v: chatProfiles.status }).from(chatProfiles)).map((r) => r.v)),
    ).toEqual(sorted(CHAT_STATUSES))
    expect(distinct((await db.select({ v: courses.tags }).from(courses)).map((r) => r.v))).toEqual(
      sorted(COURSE_TAGS),
    )
    expect(
      (await db.select({ v: kanbanBoards.title }).from(kanbanBoards).orderBy(asc(kanbanBoards.position))).map(
        (r) => r.v,
      ),
    ).toEqual([...KANBAN_BOARDS])
    expect(
      distinct((await db.select({ v: salesDetails.paymentStatus }).from(salesDetails)).map((r) => r.v)),
    ).toEqual(sorted(SALES_PAYMENT_STATUSES))
  })

  it('keeps the shapes the screens rely on', async () => {
    const { db } = first
    const invoiceIds = (await db.select({ id: invoices.id }).from(invoices).orderBy(asc(invoices.id))).map(
      (r) => r.id,
    )
    expect(invoiceIds[0]).toBe(4987)
    expect(await db.$count(invoices, sql`${invoices.balance} < 0`)).toBeGreaterThan(0)
    expect(await db.$count(emails, sql`${emails.parentId} is not null`)).toBeGreaterThan(0)
    expect(await db.$count(emailAttachments)).toBeGreaterThan(0)
    expect(await db.$count(chatMessages)).toBeGreaterThan(0)
    expect(await db.$count(helpCenterArticles, sql`${helpCenterArticles.popular}`)).toBeGreaterThan(0)
    expect(await db.$count(helpCenterArticles, sql`${helpCenterArticles.keepLearning}`)).toBeGreaterThan(0)
    const sections = await db
      .select({ detailsId: courseSections.courseDetailsId, sections: count() })
      .from(courseSections)
      .groupBy(courseSections.courseDetailsId)
    expect(sections.length).toBe(await db.$count(courseDetails))
    for (const row of sections) expect([4, 5]).toContain(row.sections)
    // Calendar events sit around the seeding month.
    const events = await db.select({ start: calendarEvents.startAt }).from(calendarEvents)
    for (const { start } of events) {
      expect(Math.abs(start.getTime() - SEED_TIME.getTime())).toBeLessThan(62 * 86_400_000)
    }
  })

  it('holds the FAQ statements of spec section 9', async () => {
    const answers = (await first.db.select({ answer: faqs.answer }).from(faqs))
      .map((r) => r.answer)
      .join('\n')
    for (const statement of [
      '$69 or $99',
      'parcel delivery is free',
      '48 hours',
      '72 hours',
      '15 days of delivery',
      'within 24 hours',
    ]) {
      expect(answers).toContain(statement)
    }
    const titles = (await first.db.select({ t: faqGroups.faqTitle }).from(faqGroups)).map((r) =>
      r.t.toLowerCase(),
    )
    expect(titles).toEqual([
      'payment',
      'delivery',
      'cancellation & return',
      'my orders',
      'product & services',
    ])
  })

  it("keeps each customer's order count and total spent equal to their orders", async () => {
    const { db } = first
    const fromOrders = await db
      .select({
        customerId: orders.customerId,
        orderCount: count(),
        totalSpent: sql<string>`sum(${orders.spent})`,
      })
      .from(orders)
      .groupBy(orders.customerId)
    const byCustomer = new Map(fromOrders.map((row) => [row.customerId, row]))
    const stored = await db.select().from(customers)
    for (const customer of stored) {
      const expected = byCustomer.get(customer.id)
      expect(customer.orderCount).toBe(expected?.orderCount ?? 0)
      expect(customer.totalSpent).toBeCloseTo(Number(expected?.totalSpent ?? 0), 2)
    }
    expect(stored.filter((customer) => customer.orderCount > 1).length).toBeGreaterThan(0)
  })

  it("sends and bills every order to an address in its customer's country, in that country's postal format", async () => {
    const rows = await first.db
      .select({
        shipping: orders.shippingAddress,
        billing: orders.billingAddress,
        country: customers.country,
        code: customers.countryCode,
      })
      .from(orders)
      .innerJoin(customers, sql`${customers.id} = ${orders.customerId}`)
    expect(rows.length).toBe(100)
    for (const row of rows) {
      for (const address of [row.shipping, row.billing]) {
        expect(address!.country).toBe(row.country)
        expect(
          postalCodeProblem(address!.postalCode, row.code.toUpperCase()),
          `${address!.postalCode} ${row.code}`,
        ).toBeUndefined()
      }
    }
  })

  it("writes invoice clients' and banks' countries as ISO codes", async () => {
    const clientCountries = await first.db
      .selectDistinct({ country: invoiceClients.country })
      .from(invoiceClients)
    const bankCountries = await first.db.selectDistinct({ country: invoices.bankCountry }).from(invoices)
    const countries = [...clientCountries, ...bankCountries].map((row) => row.country)
    expect(countries.length).toBeGreaterThan(1)
    expect(countries.filter((country) => !isCountryCode(country))).toEqual([])
  })

  it('has every dispatched order paid: only orders waiting for pickup may be unpaid', async () => {
    const rows = await first.db.select({ status: orders.status, payment: orders.payment }).from(orders)
    const dispatched = rows.filter((row) => row.status !== ORDER_STATUSES[0])
    expect(dispatched.length).toBeGreaterThan(0)
    expect(dispatched.filter((row) => row.payment !== 1)).toEqual([])
    expect(rows.some((row) => row.payment !== 1)).toBe(true)
  })

  it('puts deadlines around the demo date: task due dates and project deadlines', async () => {
    const day = 86_400_000
    const dueDates = (await first.db.select({ dueDate: kanbanItems.dueDate }).from(kanbanItems))
      .map((row) => row.dueDate)
      .filter((value): value is string => Boolean(value))
    expect(dueDates.length).toBeGreaterThan(0)
    for (const due of dueDates) {
      const at = Date.parse(`${due}T00:00:00Z`)
      expect(at).toBeGreaterThanOrEqual(SEED_TIME.getTime() - 8 * day)
      expect(at).toBeLessThanOrEqual(SEED_TIME.getTime() + 61 * day)
    }
    const tabs = await first.db
      .select({ data: profileTabData.data })
      .from(profileTabData)
      .where(sql`${profileTabData.tab} = 'projects'`)
    const projects = tabs.flatMap((tab) => tab.data as { deadline: string; chipText: string }[])
    expect(projects.length).toBeGreaterThan(0)
    for (const project of projects) {
      const daysLeft = Math.round((Date.parse(`${project.deadline}T00:00:00Z`) - SEED_TIME.getTime()) / day)
      expect(daysLeft).toBeGreaterThan(0)
      expect(project.chipText).toBe(`${Number.parseInt(project.chipText, 10)} days left`)
      expect(Math.abs(daysLeft - Number.parseInt(project.chipText, 10))).toBeLessThanOrEqual(1)
    }
  })

  it('writes readable English, no Latin placeholder text, in reviews, comments and descriptions', async () => {
    // faker's Latin words, but for the few that are English words too.
    const english = new Set(['comes', 'minus', 'alias'])
    const latin = new Set(
      faker.definitions.lorem.word.filter((word) => word.length >= 5 && !english.has(word)),
    )
    const texts = [
      ...(await first.db.select({ text: reviews.para }).from(reviews)).map((row) => row.text),
      ...(await first.db.select({ text: chatProfiles.about }).from(chatProfiles)).map((row) => row.text),
      ...(await first.db.select({ text: calendarEvents.description }).from(calendarEvents)).map(
        (row) => row.text,
      ),
      ...(await first.db.select({ text: invoiceItems.description }).from(invoiceItems)).map(
        (row) => row.text,
      ),
      ...(await first.db.select({ text: kanbanItems.comments }).from(kanbanItems)).map((row) =>
        JSON.stringify(row.text),
      ),
      ...(await first.db.select({ text: courses.description }).from(courses)).map((row) => row.text),
      ...(
        await first.db
          .select({ about: courseDetails.about, text: courseDetails.description })
          .from(courseDetails)
      ).map((row) => `${row.about} ${JSON.stringify(row.text)}`),
      ...(await first.db.select({ data: profileTabData.data }).from(profileTabData)).flatMap((row) =>
        Array.isArray(row.data)
          ? row.data.map((entry) => String((entry as { description?: string }).description ?? ''))
          : [],
      ),
    ]
    expect(texts.length).toBeGreaterThan(100)
    const withLatin = texts.filter((text) =>
      (text.toLowerCase().match(/[a-z]+/g) ?? []).some((word) => latin.has(word)),
    )
    expect(withLatin).toEqual([])
  })

  it('produces identical rows on two fresh databases', async () => {
    for (const table of [products, customers, orders, invoices, reviews, emails, calendarEvents] as const) {
      const [a, b] = await Promise.all([
        first.db.select().from(table).orderBy(asc(table.id)),
        second.db.select().from(table).orderBy(asc(table.id)),
      ])
      expect(a.length).toBeGreaterThan(0)
      expect(b).toEqual(a)
    }
  })

  it('seeds only once', async () => {
    expect(await seedIfEmpty(first.db, SEED_TIME)).toBe(false)
    expect(await first.db.$count(orders)).toBe(100)
  })
})

describe('volume seed of orders', () => {
  let database: Database

  beforeAll(async () => {
    database = await openTestDatabase()
    await seedIfEmpty(database.db, SEED_TIME)
    await VOLUME_SEEDERS.orders!(database.db, 300, () => {})
  }, 120_000)

  afterAll(() => database.close())

  it('gives each new order one to three lines of distinct products, priced as the checkout prices them', async () => {
    const { db } = database
    const added = await db
      .select({
        id: orders.id,
        spent: orders.spent,
        subtotal: orders.subtotal,
        shipping: orders.shipping,
        tax: orders.tax,
        lines: sql<number>`count(${orderItems.id})`.mapWith(Number),
        products: sql<number>`count(distinct ${orderItems.productId})`.mapWith(Number),
        cost: sql<string>`sum(${orderItems.qty} * ${orderItems.price})`,
      })
      .from(orders)
      .leftJoin(orderItems, sql`${orderItems.orderId} = ${orders.id}`)
      .where(sql`${orders.id} > (select max(id) - 300 from ${orders})`)
      .groupBy(orders.id)
    expect(added).toHaveLength(300)
    for (const order of added) {
      expect(order.lines).toBeGreaterThanOrEqual(1)
      expect(order.lines).toBeLessThanOrEqual(3)
      expect(order.products).toBe(order.lines)
      // The lines, a parcel (free) or scheduled ($69 without an address) delivery, 8% tax on the lines.
      expect(order.subtotal).toBeCloseTo(Number(order.cost), 2)
      expect([0, 69]).toContain(order.shipping)
      expect(order.tax).toBe(Math.round(order.subtotal * 8) / 100)
      expect(order.spent).toBeCloseTo(order.subtotal + order.shipping + order.tax, 2)
    }
    expect(new Set(added.map((order) => order.lines)).size).toBe(3)
    const [unsold] = await db.select({ total: count() }).from(orderItems).where(isNull(orderItems.productId))
    expect(unsold!.total).toBe(0)
  })
})
