// Countries as codes: every name the seed can write has a code, and migration 0032 turns the names
// stored before (faker's, typed ones, other languages') into the same codes, or empty.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { isCountryCode } from '@aurum/shared'
import { faker } from '@faker-js/faker'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../client.js'
import { openTestDatabase } from '../../test/test-database.js'
import { accountSettings, roles, storeSettings, users } from '../schema/index.js'
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

    await db.insert(storeSettings).values({
      name: 'Store',
      details: { country: 'United States' } as never,
      payments: { providers: [], manualMethods: [] },
      checkout: {} as never,
      shipping: {
        zones: [
          { name: 'A', countries: ['Canada', 'Atlantis', 'México', 'United Kingdom'], rates: [] },
          { name: 'B', countries: ['España'], rates: [] },
        ],
      },
      locations: {
        locations: [
          { name: 'X', address: '', city: '', country: 'Germany', isDefault: true },
          { name: 'Y', address: '', city: '', country: 'Narnia', isDefault: false },
        ],
      },
      notifications: { events: [] },
    })

    const file = fileURLToPath(new URL('../migrations/0032_users_country.sql', import.meta.url))
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
    expect(store!.shipping.zones.map((zone) => zone.countries)).toEqual([['CA', 'MX', 'GB'], ['ES']])
    expect(store!.locations.locations.map((location) => location.country)).toEqual(['DE', ''])
  })
})
