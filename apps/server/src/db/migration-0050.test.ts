// Migration 0050 over data of the shape before it: orders whose total was all the details page had
// (demo orders, orders of the old checkout, others), store settings with shipping zones, locations,
// currency and free-text providers and events, and the bell's "New order" by number.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeSettingsSchema } from '@aurum/shared'
import { openSeededTestDatabase, type TestDatabase } from '../test/test-database.js'
import { notifications, orderItems, orders, storeSettings, users } from './schema/index.js'

let database: TestDatabase
beforeAll(async () => {
  database = await openSeededTestDatabase()
})
afterAll(() => database.close())

const cents = (value: number) => Math.round(value * 100) / 100
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]

describe('migration 0050', () => {
  it("keeps each order's money adding up, splits the old checkout's tax and delivery, and reshapes the settings", async () => {
    const { db } = database
    const picked = (await db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(3)).map(
      (row) => row.id,
    )
    const linesOf = async (id: number) =>
      cents(
        (await db.select().from(orderItems).where(eq(orderItems.orderId, id))).reduce(
          (sum, item) => sum + item.qty * item.price,
          0,
        ),
      )
    const [demo, oldCheckout, other] = await Promise.all(picked.map(linesOf))
    const oldTax = cents((oldCheckout! * 8) / 100)

    // Back to the shape before 0050.
    await db.execute(sql`alter table orders drop constraint orders_money_adds_up`)
    await db.execute(
      sql`alter table orders drop column subtotal, drop column shipping, drop column tax, drop column method_name`,
    )
    await db.execute(sql`update orders set spent = ${demo} where id = ${picked[0]}`)
    await db.execute(
      sql`update orders set spent = ${cents(oldCheckout! + 99 + oldTax)} where id = ${picked[1]}`,
    )
    await db.execute(sql`update orders set spent = ${cents(other! + 12.34)} where id = ${picked[2]}`)
    await db.execute(
      sql`alter table store_settings add column shipping jsonb not null default '{"zones":[]}', add column locations jsonb not null default '{"locations":[]}'`,
    )
    await db.execute(sql`update store_settings set
      details = details || '{"currency":"USD","unitSystem":"metric","weightUnit":"kg"}'::jsonb,
      payments = '{"providers":[{"name":"PayPal","enabled":false},{"name":"Mastercard","enabled":false},{"name":"Stripe","enabled":true}],"manualMethods":["Cash on Delivery"]}'::jsonb,
      notifications = '{"events":[{"type":"New customer sign up","email":true,"app":false},{"type":"New order","email":false,"app":true},{"type":"Order shipped","email":true,"app":false},{"type":"Product review","email":false,"app":true}]}'::jsonb`)
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.com'))
    await db.execute(
      sql`insert into notifications (user_id, kind, params) values (${admin!.id}, 'newOrder', '{"order":1234,"customer":"Ana"}'::jsonb)`,
    )

    const file = fileURLToPath(
      new URL('./migrations/0050_orders_money_and_store_settings.sql', import.meta.url),
    )
    const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint')
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement))
    })

    const money = async (id: number) => {
      const [row] = await db.select().from(orders).where(eq(orders.id, id))
      return { subtotal: row!.subtotal, shipping: row!.shipping, tax: row!.tax, spent: row!.spent }
    }
    expect(await money(picked[0]!)).toEqual({ subtotal: demo, shipping: 0, tax: 0, spent: demo })
    expect(await money(picked[1]!)).toEqual({
      subtotal: oldCheckout,
      shipping: 99,
      tax: oldTax,
      spent: cents(oldCheckout! + 99 + oldTax),
    })
    expect(await money(picked[2]!)).toEqual({
      subtotal: other,
      shipping: 12.34,
      tax: 0,
      spent: cents(other! + 12.34),
    })
    const unbalanced = rowsOf<{ total: number }>(
      await db.execute(
        sql`select count(*)::int as total from orders where spent <> subtotal + shipping + tax`,
      ),
    )
    expect(unbalanced[0]!.total).toBe(0)

    const [store] = await db.select().from(storeSettings)
    expect(store!.details).not.toHaveProperty('currency')
    expect(store!.details).not.toHaveProperty('unitSystem')
    expect(store!.payments).toEqual({
      providers: [
        { name: 'card', enabled: true },
        { name: 'paypal', enabled: false },
      ],
      manualMethods: ['Cash on Delivery'],
    })
    expect(store!.notifications).toEqual({
      events: [
        { type: 'newOrder', email: false, app: true },
        { type: 'newCustomer', email: true, app: false },
        { type: 'orderShipped', email: true, app: false },
      ],
    })
    expect(Object.keys(store!)).not.toContain('shipping')
    const columns = rowsOf<{ name: string }>(
      await db.execute(
        sql`select column_name as name from information_schema.columns where table_name = 'store_settings'`,
      ),
    ).map((row) => row.name)
    expect(columns).not.toContain('shipping')
    expect(columns).not.toContain('locations')
    // What the settings page reads parses with today's schema.
    expect(
      storeSettingsSchema.safeParse({ ...store, updatedAt: store!.updatedAt.toISOString() }).success,
    ).toBe(true)

    const bell = await db.select().from(notifications).where(eq(notifications.userId, admin!.id))
    expect(bell.find((row) => row.params.customer === 'Ana')?.params.order).toBe(
      `${store!.details.orderIdPrefix}1234${store!.details.orderIdSuffix}`,
    )
    expect(
      bell.filter((row) => row.kind === 'newOrder').every((row) => typeof row.params.order === 'string'),
    ).toBe(true)
  })

  it('leaves a store without any way to pay taking cards', async () => {
    const { db } = database
    await db.execute(sql`alter table store_settings add column shipping jsonb, add column locations jsonb`)
    await db.execute(sql`alter table orders drop constraint orders_money_adds_up`)
    await db.execute(
      sql`alter table orders drop column subtotal, drop column shipping, drop column tax, drop column method_name`,
    )
    await db.execute(
      sql`update store_settings set payments = '{"providers":[{"name":"PayPal","enabled":false}],"manualMethods":[]}'::jsonb`,
    )
    const file = fileURLToPath(
      new URL('./migrations/0050_orders_money_and_store_settings.sql', import.meta.url),
    )
    const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint')
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement))
    })
    const [store] = await db.select({ payments: storeSettings.payments }).from(storeSettings)
    expect(store!.payments.providers).toEqual([
      { name: 'card', enabled: true },
      { name: 'paypal', enabled: false },
    ])
  })
})
