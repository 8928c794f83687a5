import { beforeAll, describe, expect, it } from 'vitest'
import { STORE_SETTINGS_SECTIONS, storeSettingsSchema, type StoreSettings } from '@aurum/shared'
import { storeSettings } from '#server/db/schema/index.js'
import { useTestAppWithLogins } from '#server/test/test-app.js'

let seeded: StoreSettings

const { api, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  seeded = storeSettingsSchema.parse(
    (await api.request('/api/apps/ecommerce/settings', { token: tokens.admin })).json,
  )
})

const put = (section: string, body: unknown, token: string | null = tokens.admin) =>
  api.request(`/api/apps/ecommerce/settings/${section}`, { method: 'PUT', token, body })

describe('permissions of /api/apps/ecommerce/settings', () => {
  it('GET: 401 for a visitor, 403 for the client', async () => {
    expect((await api.request('/api/apps/ecommerce/settings')).status).toBe(401)
    expect((await api.request('/api/apps/ecommerce/settings', { token: tokens.client })).status).toBe(403)
  })
  it.each(STORE_SETTINGS_SECTIONS)('PUT %s: 401 for a visitor, 403 for the client', async (section) => {
    expect((await put(section, seeded[section], null)).status).toBe(401)
    expect((await put(section, seeded[section], tokens.client)).status).toBe(403)
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
      notifications: row!.notifications,
    })
  })
})

describe('PUT /api/apps/ecommerce/settings/:section', () => {
  const changed: { [S in (typeof STORE_SETTINGS_SECTIONS)[number]]: () => StoreSettings[S] } = {
    details: () => ({
      ...seeded.details,
      storeName: 'Aurum Outlet',
      orderIdPrefix: '#W',
      orderIdSuffix: '-EU',
    }),
    payments: () => ({
      providers: [
        { name: 'card', enabled: false },
        { name: 'paypal', enabled: true },
      ],
      manualMethods: ['Cheque'],
    }),
    checkout: () => ({ ...seeded.checkout, contactMethod: 'phone', companyName: 'hidden' }),
    notifications: () => ({
      events: [
        { type: 'newOrder', email: false, app: true },
        { type: 'newCustomer', email: true, app: false },
        { type: 'orderShipped', email: false, app: false },
      ],
    }),
  }

  it.each(STORE_SETTINGS_SECTIONS)(
    'saves %s whole, answers every section and keeps the others',
    async (section) => {
      const before = storeSettingsSchema.parse(
        (await api.request('/api/apps/ecommerce/settings', { token: tokens.admin })).json,
      )
      const value = changed[section]()
      const answer = await put(section, value)
      expect(answer.status).toBe(200)
      const saved = storeSettingsSchema.parse(answer.json)
      expect(saved[section]).toEqual(value)
      expect(saved.updatedAt >= before.updatedAt).toBe(true)
      const reread = storeSettingsSchema.parse(
        (await api.request('/api/apps/ecommerce/settings', { token: tokens.admin })).json,
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
    ['details', 'long prefix', 'orderIdPrefix'],
    ['checkout', 'bad mode', 'companyName'],
    ['payments', 'duplicate provider', 'providers'],
    ['payments', 'unknown provider', 'providers.1.name'],
    ['payments', 'no way to pay', 'providers'],
    ['payments', 'duplicate manual method', 'manualMethods'],
    ['notifications', 'not a list', 'events'],
    ['notifications', 'unknown event', 'events.0.type'],
    ['notifications', 'duplicate event', 'events'],
  ])('answers 400 naming the field for %s: %s', async (section, variant, field) => {
    const bodies: Record<string, unknown> = {
      'empty name': { ...seeded.details, storeName: '  ' },
      'bad email': { ...seeded.details, email: 'not-an-email' },
      'long prefix': { ...seeded.details, orderIdPrefix: 'ORDER-NUMBER' },
      'bad mode': { ...seeded.checkout, companyName: 'sometimes' },
      'duplicate provider': {
        providers: [
          { name: 'paypal', enabled: true },
          { name: 'paypal', enabled: false },
        ],
        manualMethods: [],
      },
      'unknown provider': {
        providers: [
          { name: 'card', enabled: true },
          { name: 'Stripe', enabled: true },
        ],
        manualMethods: [],
      },
      'no way to pay': {
        providers: [
          { name: 'card', enabled: false },
          { name: 'paypal', enabled: false },
        ],
        manualMethods: [],
      },
      'duplicate manual method': { ...seeded.payments, manualMethods: ['Cash', 'cash'] },
      'not a list': { events: 'all' },
      'unknown event': { events: [{ type: 'Product review', email: true, app: true }] },
      'duplicate event': {
        events: [
          { type: 'newOrder', email: true, app: true },
          { type: 'newOrder', email: false, app: false },
        ],
      },
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

  it("takes the store's country as an ISO code: 400 for a name or an unknown code", async () => {
    for (const country of ['United States', 'Atlantis', 'XX', '']) {
      const answer = await put('details', { ...seeded.details, country })
      expect(answer.status, country).toBe(400)
      expect(answer.json.errors.country, country).toBeDefined()
    }
  })

  it('answers every notification event, one never saved as off', async () => {
    const saved = await put('notifications', { events: [{ type: 'orderShipped', email: true, app: true }] })
    expect(saved.status).toBe(200)
    expect(saved.json.notifications.events).toEqual([
      { type: 'newOrder', email: false, app: false },
      { type: 'newCustomer', email: false, app: false },
      { type: 'orderShipped', email: true, app: true },
    ])
  })

  it('has no shipping or locations section any more (404), and drops removed detail fields', async () => {
    expect((await put('shipping', { zones: [] })).status).toBe(404)
    expect((await put('locations', { locations: [] })).status).toBe(404)
    const answer = await put('details', { ...seeded.details, currency: 'EUR', unitSystem: 'imperial' })
    expect(answer.status).toBe(200)
    expect(answer.json.details).not.toHaveProperty('currency')
    expect(answer.json.details).not.toHaveProperty('unitSystem')
  })

  it('answers 400 for a missing or malformed body and 404 for an unknown section', async () => {
    expect((await put('details', undefined)).status).toBe(400)
    const malformed = await put('details', '{"storeName":')
    expect(malformed.status).toBe(400)
    expect(Object.keys(malformed.json.errors)).toEqual(['body'])
    expect((await put('taxes', { rate: 1 })).status).toBe(404)
  })
})
