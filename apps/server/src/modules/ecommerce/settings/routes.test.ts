import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORE_SETTINGS_SECTIONS, storeSettingsSchema, type StoreSettings } from '@aurum/shared'
import { storeSettings } from '../../../db/schema/index.js'
import { createTestAppWithLogins, type TestApp } from '../../../test/test-app.js'

let api: TestApp
let adminToken: string
let clientToken: string
let seeded: StoreSettings

beforeAll(async () => {
  ;({ api, adminToken, clientToken } = await createTestAppWithLogins())
  seeded = storeSettingsSchema.parse(
    (await api.request('/api/apps/ecommerce/settings', { token: adminToken })).json,
  )
})
afterAll(() => api.close())

const put = (section: string, body: unknown, token: string | null = adminToken) =>
  api.request(`/api/apps/ecommerce/settings/${section}`, { method: 'PUT', token, body })

describe('permissions of /api/apps/ecommerce/settings', () => {
  it('GET: 401 for a visitor, 403 for the client', async () => {
    expect((await api.request('/api/apps/ecommerce/settings')).status).toBe(401)
    expect((await api.request('/api/apps/ecommerce/settings', { token: clientToken })).status).toBe(403)
  })
  it.each(STORE_SETTINGS_SECTIONS)('PUT %s: 401 for a visitor, 403 for the client', async (section) => {
    expect((await put(section, seeded[section], null)).status).toBe(401)
    expect((await put(section, seeded[section], clientToken)).status).toBe(403)
  })
})

describe('GET /api/apps/ecommerce/settings', () => {
  it("answers the store row's every section", async () => {
    const [row] = await api.db.select().from(storeSettings)
    expect(seeded).toEqual({
      name: row!.name,
      updatedAt: row!.updatedAt.toISOString(),
      details: row!.details,
      payments: row!.payments,
      checkout: row!.checkout,
      shipping: row!.shipping,
      locations: row!.locations,
      notifications: row!.notifications,
    })
  })
})

describe('PUT /api/apps/ecommerce/settings/:section', () => {
  const changed: { [S in (typeof STORE_SETTINGS_SECTIONS)[number]]: () => StoreSettings[S] } = {
    details: () => ({
      ...seeded.details,
      storeName: 'Aurum Outlet',
      currency: 'EUR',
      unitSystem: 'imperial',
      weightUnit: 'lb',
    }),
    payments: () => ({ providers: [{ name: 'Stripe', enabled: true }], manualMethods: [] }),
    checkout: () => ({ ...seeded.checkout, contactMethod: 'phone', companyName: 'hidden' }),
    shipping: () => ({
      zones: [{ name: 'Europe', countries: ['FR', 'ES'], rates: [{ name: 'Express', price: 12.5 }] }],
    }),
    locations: () => ({
      locations: [
        { name: 'Lyon', address: '1 Rue de la Paix', city: 'Lyon', country: 'FR', isDefault: true },
      ],
    }),
    notifications: () => ({ events: [{ type: 'New order', email: false, app: true }] }),
  }

  it.each(STORE_SETTINGS_SECTIONS)(
    'saves %s whole, answers every section and keeps the others',
    async (section) => {
      const before = storeSettingsSchema.parse(
        (await api.request('/api/apps/ecommerce/settings', { token: adminToken })).json,
      )
      const value = changed[section]()
      const answer = await put(section, value)
      expect(answer.status).toBe(200)
      const saved = storeSettingsSchema.parse(answer.json)
      expect(saved[section]).toEqual(value)
      expect(saved.updatedAt >= before.updatedAt).toBe(true)
      const reread = storeSettingsSchema.parse(
        (await api.request('/api/apps/ecommerce/settings', { token: adminToken })).json,
      )
      expect(reread).toEqual(saved)
      for (const other of STORE_SETTINGS_SECTIONS.filter((name) => name !== section))
        expect(reread[other]).toEqual(before[other])
    },
  )

  it('trims text before saving', async () => {
    const answer = await put('details', { ...seeded.details, storeName: '  Aurum Store  ' })
    expect(answer.json.details.storeName).toBe('Aurum Store')
  })

  it.each([
    ['details', 'empty name', 'storeName'],
    ['details', 'bad email', 'email'],
    ['details', 'bad currency', 'currency'],
    ['checkout', 'bad mode', 'companyName'],
    ['shipping', 'negative rate', 'zones.0.rates.0.price'],
    ['locations', 'two defaults', 'locations'],
    ['payments', 'duplicate provider', 'providers'],
    ['notifications', 'not a list', 'events'],
  ])('answers 400 naming the field for %s: %s', async (section, variant, field) => {
    const bodies: Record<string, unknown> = {
      'empty name': { ...seeded.details, storeName: '  ' },
      'bad email': { ...seeded.details, email: 'not-an-email' },
      'bad currency': { ...seeded.details, currency: 'dollars' },
      'bad mode': { ...seeded.checkout, companyName: 'sometimes' },
      'negative rate': { zones: [{ name: 'Z', countries: ['FR'], rates: [{ name: 'R', price: -1 }] }] },
      'two defaults': {
        locations: [
          { name: 'A', address: 'a', city: 'a', country: 'FR', isDefault: true },
          { name: 'B', address: 'b', city: 'b', country: 'ES', isDefault: true },
        ],
      },
      'duplicate provider': {
        providers: [
          { name: 'PayPal', enabled: true },
          { name: 'paypal', enabled: false },
        ],
        manualMethods: [],
      },
      'not a list': { events: 'all' },
    }
    const answer = await put(section, bodies[variant])
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.errors)).toContain(field)
  })

  it('takes only an IANA time zone: 400 for Mars/Olympus, 200 for Europe/Paris', async () => {
    const unknown = await put('details', { ...seeded.details, timezone: 'Mars/Olympus' })
    expect(unknown.status).toBe(400)
    expect(unknown.json.errors.timezone).toEqual(['Choose a time zone from the list'])
    const blank = await put('details', { ...seeded.details, timezone: '' })
    expect(blank.status).toBe(400)
    const paris = await put('details', { ...seeded.details, timezone: 'Europe/Paris' })
    expect(paris.status).toBe(200)
    expect(paris.json.details.timezone).toBe('Europe/Paris')
  })

  it("takes a postal code in the format of the store's country, or empty", async () => {
    expect(seeded.details.country).toBe('US')
    const british = await put('details', { ...seeded.details, postalCode: 'SW1A 1AA' })
    expect(british.status).toBe(400)
    expect(british.json.errors.postalCode).toEqual(['This postal code does not match the country'])
    const garbage = await put('details', { ...seeded.details, postalCode: '<b>94105</b>' })
    expect(garbage.status).toBe(400)
    expect(garbage.json.errors.postalCode).toEqual(['Enter a valid postal code'])
    for (const [country, postalCode] of [
      ['US', '94105-1234'],
      ['GB', 'SW1A 1AA'],
      ['AQ', 'AT 123'],
      ['US', ''],
    ]) {
      const answer = await put('details', { ...seeded.details, country, postalCode })
      expect(answer.status, `${country} ${postalCode}`).toBe(200)
      expect(answer.json.details).toMatchObject({ country, postalCode })
    }
  })

  it('takes countries as ISO codes: 400 for a name or an unknown code, in details, zones and locations', async () => {
    for (const country of ['United States', 'Atlantis', 'XX', '']) {
      const answer = await put('details', { ...seeded.details, country })
      expect(answer.status, country).toBe(400)
      expect(answer.json.errors.country, country).toBeDefined()
    }
    const zone = await put('shipping', {
      zones: [{ name: 'Z', countries: ['FR', 'Spain'], rates: [{ name: 'R', price: 1 }] }],
    })
    expect(zone.status).toBe(400)
    expect(Object.keys(zone.json.errors)).toContain('zones.0.countries.1')
    const location = await put('locations', {
      locations: [{ name: 'A', address: 'a', city: 'a', country: 'Francia', isDefault: true }],
    })
    expect(location.status).toBe(400)
    expect(Object.keys(location.json.errors)).toContain('locations.0.country')
    const lower = await put('shipping', {
      zones: [{ name: 'Z', countries: ['fr', 'es'], rates: [{ name: 'R', price: 1 }] }],
    })
    expect(lower.status).toBe(200)
    expect(lower.json.shipping.zones[0].countries).toEqual(['FR', 'ES'])
  })

  it('answers 400 for a missing or malformed body and 404 for an unknown section', async () => {
    expect((await put('details', undefined)).status).toBe(400)
    const malformed = await put('details', '{"storeName":')
    expect(malformed.status).toBe(400)
    expect(Object.keys(malformed.json.errors)).toEqual(['body'])
    expect((await put('taxes', { rate: 1 })).status).toBe(404)
  })
})
