// Countries as codes: every name the seed can write has a code, and migration 0032 turns the names
// stored before (faker's, typed ones, other languages') into the same codes, or empty; 0040 does the
// same for invoice clients and the bank country printed on invoices.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { isCountryCode } from '@aurum/shared'
import { faker } from '@faker-js/faker'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.js'
import { openTestDatabase } from '../test/test-database.js'
import { accountSettings, invoiceClients, invoices, roles, storeSettings, users } from '../db/schema/index.js'
import { countryCodeOfName } from './country-names.js'

describe('country names of the seed', () => {
  it('map every faker country name to an ISO code', () => {
    const unmapped = faker.definitions.location.country.filter(
      (name) => !isCountryCode(countryCodeOfName(name)),
    )
    expect(unmapped).toEqual([])
    expect(countryCodeOfName('Russian Federation')).toBe('RU')
    expect(countryCodeOfName('Palestine')).toBe('PS')
    expect(countryCodeOfName('South Africa')).toBe('ZA')
    expect(countryCodeOfName('España')).toBe('ES')
    expect(countryCodeOfName('Spa')).toBe('')
  })
})

describe('migration 0032', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  it('turns stored country names into codes, and unknown text into empty', async () => {
    const { db } = database
    await db.insert(roles).values({ name: 'editor', description: '', rules: [] })
    const stored = {
      'Russian Federation': 'RU',
      Palestine: 'PS',
      'South Africa': 'ZA',
      "Côte d'Ivoire": 'CI',
      'United States': 'US',
      'Virgin Islands, U.S.': 'VI',
      ' spain ': 'ES',
      España: 'ES',
      Alemania: 'DE',
      'États-Unis': 'US',
      ألمانيا: 'DE',
      de: 'DE',
      Spa: '',
      '': '',
    }
    const ids = await db
      .insert(users)
      .values(
        Object.keys(stored).map((country, index) => ({
          fullName: `Person ${index}`,
          username: `person${index}`,
          email: `person${index}@example.com`,
          role: 'editor',
          country,
          currentPlan: 'basic',
          status: 'active',
        })),
      )
      .returning({ id: users.id, country: users.country })
    await db.insert(accountSettings).values(
      ids.map(({ id, country }) => ({
        userId: id,
        preferences: { address: '', state: '', zipCode: '', timezone: 'UTC', currency: 'USD' },
        billing: {
          companyName: '',
          billingEmail: 'b@example.com',
          taxId: '',
          vatNumber: '',
          mobile: '',
          country,
          address: '',
          state: '',
          zipCode: '',
        },
      })),
    )

    // Shipping zones and locations were store settings when 0032 ran (migration 0050 dropped them).
    await db.execute(
      sql`alter table store_settings add column shipping jsonb not null default '{}', add column locations jsonb not null default '{}'`,
    )
    await db.insert(storeSettings).values({
      name: 'Store',
      details: { country: 'United States' } as never,
      payments: { providers: [], manualMethods: [] },
      checkout: {} as never,
      notifications: { events: [] },
    })
    const shipping = {
      zones: [
        { name: 'A', countries: ['Canada', 'Atlantis', 'México', 'United Kingdom'], rates: [] },
        { name: 'B', countries: ['España'], rates: [] },
      ],
    }
    const locations = {
      locations: [
        { name: 'X', address: '', city: '', country: 'Germany', isDefault: true },
        { name: 'Y', address: '', city: '', country: 'Narnia', isDefault: false },
      ],
    }
    await db.execute(
      sql`update store_settings set shipping = ${JSON.stringify(shipping)}::jsonb, locations = ${JSON.stringify(locations)}::jsonb`,
    )

    const file = fileURLToPath(new URL('../db/migrations/0032_users_country.sql', import.meta.url))
    const statements = (await readFile(file, 'utf8'))
      .split('--> statement-breakpoint')
      .filter((statement) => !statement.includes('CREATE INDEX'))
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement))
    })

    for (const { id, country } of ids) {
      const [user] = await db.select({ country: users.country }).from(users).where(eq(users.id, id))
      const [settings] = await db
        .select({ billing: accountSettings.billing })
        .from(accountSettings)
        .where(eq(accountSettings.userId, id))
      const want = stored[country as keyof typeof stored]
      expect(user!.country, country).toBe(want)
      expect(settings!.billing!.country, country).toBe(want)
    }
    const [store] = await db.select().from(storeSettings)
    expect(store!.details.country).toBe('US')
    const result: unknown = await db.execute(sql`select shipping, locations from store_settings`)
    // PGlite answers { rows }, node-postgres too; both through drizzle's execute.
    const rows = (result as { rows: { shipping: typeof shipping; locations: typeof locations }[] }).rows
    expect(rows[0]!.shipping.zones.map((zone) => zone.countries)).toEqual([['CA', 'MX', 'GB'], ['ES']])
    expect(rows[0]!.locations.locations.map((location) => location.country)).toEqual(['DE', ''])
  })
})

describe('migration 0040', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  it("turns invoice clients' and banks' country names into codes", async () => {
    const { db } = database
    const stored = { 'United Kingdom': 'GB', Alemania: 'DE', 'États-Unis': 'US', CA: 'CA', Narnia: '' }
    const clients = await db
      .insert(invoiceClients)
      .values(
        Object.keys(stored).map((country, index) => ({
          name: `Client ${index}`,
          company: 'Company',
          companyEmail: `client${index}@example.com`,
          address: 'Street 1',
          country,
          contact: '+1 555 0100',
        })),
      )
      .returning({ id: invoiceClients.id, country: invoiceClients.country })
    const [invoice] = await db
      .insert(invoices)
      .values({
        issuedDate: '2026-01-01',
        dueDate: '2026-02-01',
        clientId: clients[0]!.id,
        service: 'Service',
        total: 10,
        invoiceStatus: 'Sent',
        balance: 10,
        totalDue: 10,
        bankName: 'Bank',
        bankCountry: 'United States',
        iban: 'X',
        swiftCode: 'Y',
      })
      .returning({ id: invoices.id })

    const file = fileURLToPath(new URL('../db/migrations/0040_invoice_client_countries.sql', import.meta.url))
    const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint')
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement))
    })

    for (const { id, country } of clients) {
      const [client] = await db
        .select({ country: invoiceClients.country })
        .from(invoiceClients)
        .where(eq(invoiceClients.id, id))
      expect(client!.country, country).toBe(stored[country as keyof typeof stored])
    }
    const [after] = await db
      .select({ bankCountry: invoices.bankCountry })
      .from(invoices)
      .where(eq(invoices.id, invoice!.id))
    expect(after!.bankCountry).toBe('US')
  })
})
