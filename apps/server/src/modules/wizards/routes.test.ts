import { describe, expect, it } from 'vitest'
import {
  WIZARD_DRAFT_MAX_BYTES,
  dealSchema,
  listingSchema,
  wizardDraftResponseSchema,
  type AccountWizardInput,
  type DealWizardInput,
  type ListingWizardInput,
} from '@aurum/shared'
import { eq } from 'drizzle-orm'
import { wizardSubmissions } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'

const { api, admin, client, tokens } = useTestAppWithLogins()

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const account: AccountWizardInput = {
  account: {
    username: 'jane.doe',
    email: 'jane@example.com',
    password: 'secret-123',
    confirmPassword: 'secret-123',
  },
  personal: { firstName: 'Jane', lastName: 'Doe', country: 'FR', languages: ['fr', 'en'] },
  social: { twitter: 'https://twitter.com/jane', facebook: '', linkedin: '', github: '' },
}

const deal: DealWizardInput = {
  type: { dealType: 'percentage', discount: 15, region: 'europe' },
  details: {
    title: 'Spring sale',
    code: 'SPRING15',
    description: '',
    offeredItems: ['nike-shoes'],
    startDate: '2026-03-01',
    endDate: '2026-03-31',
  },
  usage: { userType: 'all', maxUsers: 100, minCartAmount: 20, paymentMethod: 'any', singleUse: true },
}

const listing = (photoIds: string[]): ListingWizardInput => ({
  personal: {
    userType: 'owner',
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.com',
    phone: '+34 600 000 000',
  },
  property: {
    propertyType: 'apartment',
    purpose: 'sell',
    address: '1 Calle Mayor',
    city: 'Madrid',
    postalCode: '28013',
    country: 'ES',
  },
  features: { bedrooms: 2, bathrooms: 1, floor: 3, furnishing: 'furnished', gatedCommunity: false },
  area: { totalArea: 80, carpetArea: 70, availableFrom: '2026-06-01' },
  price: { expectedPrice: 320000, maintenance: 90, priceDisplay: 'negotiable' },
  photos: { photoIds },
})

describe('drafts /api/wizards/drafts/:wizard', () => {
  it('401 for a visitor, 400 for a wizard not in the list', async () => {
    expect((await api.request('/api/wizards/drafts/create-deal')).status).toBe(401)
    expect((await admin('/api/wizards/drafts/nope')).status).toBe(400)
    expect(
      (await admin('/api/wizards/drafts/nope', { method: 'PUT', body: { step: 0, data: {} } })).status,
    ).toBe(400)
  })

  it('PUT upserts, GET reads back, DELETE discards; another user never sees it', async () => {
    expect((await admin('/api/wizards/drafts/create-deal')).json).toEqual({ draft: null })
    const first = await admin('/api/wizards/drafts/create-deal', {
      method: 'PUT',
      body: { step: 1, data: { type: { dealType: 'flat' } } },
    })
    expect(first.status).toBe(200)
    const second = await admin('/api/wizards/drafts/create-deal', {
      method: 'PUT',
      body: { step: 2, data: { type: { dealType: 'prime' } } },
    })
    expect(second.status).toBe(200)
    const read = wizardDraftResponseSchema.parse((await admin('/api/wizards/drafts/create-deal')).json)
    expect(read.draft).toMatchObject({ step: 2, data: { type: { dealType: 'prime' } } })
    expect(Date.parse(read.draft!.updatedAt)).not.toBeNaN()

    // The client has no draft of its own, and its PUT does not touch the admin's.
    expect((await client('/api/wizards/drafts/create-deal')).json).toEqual({ draft: null })
    await client('/api/wizards/drafts/create-deal', {
      method: 'PUT',
      body: { step: 0, data: { mine: true } },
    })
    expect((await admin('/api/wizards/drafts/create-deal')).json.draft.data).toEqual({
      type: { dealType: 'prime' },
    })
    expect((await client('/api/wizards/drafts/create-deal')).json.draft.data).toEqual({ mine: true })
    // Nor does it delete the admin's.
    expect((await client('/api/wizards/drafts/create-deal', { method: 'DELETE' })).status).toBe(204)
    expect((await admin('/api/wizards/drafts/create-deal')).json.draft.step).toBe(2)
    expect((await admin('/api/wizards/drafts/create-deal', { method: 'DELETE' })).status).toBe(204)
    expect((await admin('/api/wizards/drafts/create-deal')).json).toEqual({ draft: null })
  })

  it.each([
    ['an array', { step: 0, data: [1, 2] }],
    ['a string', { step: 0, data: 'text' }],
    ['no data', { step: 0 }],
    ['a negative step', { step: -1, data: {} }],
    ['data over 64 KB', { step: 0, data: { notes: 'x'.repeat(WIZARD_DRAFT_MAX_BYTES) } }],
  ])('400 for %s', async (_, body) => {
    const answer = await admin('/api/wizards/drafts/checkout', { method: 'PUT', body })
    expect(answer.status).toBe(400)
  })

  it('counts the 64 KB in UTF-8 bytes', async () => {
    const justUnder = { notes: 'x'.repeat(WIZARD_DRAFT_MAX_BYTES - 20) }
    expect(
      (await admin('/api/wizards/drafts/checkout', { method: 'PUT', body: { step: 0, data: justUnder } }))
        .status,
    ).toBe(200)
    const accents = { notes: 'é'.repeat(WIZARD_DRAFT_MAX_BYTES / 2) }
    expect(
      (await admin('/api/wizards/drafts/checkout', { method: 'PUT', body: { step: 0, data: accents } }))
        .status,
    ).toBe(400)
  })
})

describe('POST /api/wizards/accounts', () => {
  it('refuses a body whose steps do not pass the shared schema (400 by field)', async () => {
    const bad = {
      ...account,
      wizard: 'form-wizard-numbered',
      account: { ...account.account, confirmPassword: 'other' },
    }
    const answer = await admin('/api/wizards/accounts', { method: 'POST', body: bad })
    expect(answer.status).toBe(400)
    expect(answer.json.codes['account.confirmPassword'][0].code).toBe('wizards.passwordsDiffer')
    expect(
      (await admin('/api/wizards/accounts', { method: 'POST', body: { ...account, wizard: 'checkout' } }))
        .status,
    ).toBe(400)
  })

  it('creates the account for an admin: it signs in with the typed password; the draft ends', async () => {
    await admin('/api/wizards/drafts/form-wizard-icons', { method: 'PUT', body: { step: 2, data: {} } })
    const answer = await admin('/api/wizards/accounts', {
      method: 'POST',
      body: { ...account, wizard: 'form-wizard-icons' },
    })
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({
      username: 'jane.doe',
      fullName: 'Jane Doe',
      wizard: 'form-wizard-icons',
      accountId: expect.any(Number),
    })
    const user = await admin(`/api/apps/users/${answer.json.accountId}`)
    expect(user.json).toMatchObject({
      fullName: 'Jane Doe',
      username: 'jane.doe',
      email: 'jane@example.com',
      country: 'FR',
      language: 'French',
      role: 'client',
      status: 'active',
    })
    const login = await api.request('/api/auth/login', {
      method: 'POST',
      body: { email: 'jane@example.com', password: 'secret-123' },
    })
    expect(login.status).toBe(201)
    // The account holds the password; the submission keeps no copy of it.
    const [row] = await api.db
      .select()
      .from(wizardSubmissions)
      .where(eq(wizardSubmissions.id, answer.json.id))
    expect(row!.passwordHash).toBeNull()
    expect(JSON.stringify(row!.data)).not.toContain('secret-123')
    expect((await admin('/api/wizards/drafts/form-wizard-icons')).json).toEqual({ draft: null })
    expect((await admin('/api/wizards/accounts')).json.submissions[0]).toMatchObject({
      id: answer.json.id,
      accountId: answer.json.accountId,
    })
  })

  it('409 on the account step when the email or username is taken; nothing is kept', async () => {
    const before = (await admin('/api/wizards/accounts')).json.submissions.length
    const again = await admin('/api/wizards/accounts', {
      method: 'POST',
      body: { ...account, wizard: 'form-wizard-numbered' },
    })
    expect(again.status).toBe(409)
    expect(again.json.codes['account.email'][0].code).toBe('common.emailTaken')
    expect(again.json.codes['account.username'][0].code).toBe('common.usernameTaken')
    expect((await admin('/api/wizards/accounts')).json.submissions).toHaveLength(before)
  })

  it('keeps a client’s submission without creating an account, hashed, listed to the client only', async () => {
    const body = {
      ...account,
      wizard: 'form-wizard-numbered',
      account: { ...account.account, username: 'sam.kept', email: 'sam.kept@example.com' },
    }
    const answer = await client('/api/wizards/accounts', { method: 'POST', body })
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({ username: 'sam.kept', accountId: null })
    const login = await api.request('/api/auth/login', {
      method: 'POST',
      body: { email: 'sam.kept@example.com', password: 'secret-123' },
    })
    expect(login.status).toBe(400)
    const users = await admin('/api/apps/users?q=sam.kept')
    expect(users.json.totalUsers).toBe(0)
    const [row] = await api.db
      .select()
      .from(wizardSubmissions)
      .where(eq(wizardSubmissions.id, answer.json.id))
    expect(row!.passwordHash).toMatch(/\S{20,}/)
    expect(row!.passwordHash).not.toContain('secret-123')
    expect(
      (await client('/api/wizards/accounts')).json.submissions.map((entry: { id: number }) => entry.id),
    ).toEqual([answer.json.id])
    expect(
      (await admin('/api/wizards/accounts')).json.submissions.map((entry: { id: number }) => entry.id),
    ).not.toContain(answer.json.id)
  })
})

describe('deals', () => {
  it('400 for a percentage over 100 or an end before the start', async () => {
    const over = { ...deal, type: { ...deal.type, discount: 150 } }
    const answer = await admin('/api/wizards/deals', { method: 'POST', body: over })
    expect(answer.status).toBe(400)
    expect(answer.json.codes['type.discount'][0].code).toBe('wizards.percentOver100')
    const backwards = { ...deal, details: { ...deal.details, endDate: '2026-02-01' } }
    expect((await admin('/api/wizards/deals', { method: 'POST', body: backwards })).status).toBe(400)
  })

  it('creates a deal that its user finds in GET /api/wizards/deals, and nobody else', async () => {
    const created = await admin('/api/wizards/deals', { method: 'POST', body: deal })
    expect(created.status).toBe(201)
    const stored = dealSchema.parse(created.json)
    expect(stored).toMatchObject({
      title: 'Spring sale',
      code: 'SPRING15',
      discount: 15,
      offeredItems: ['nike-shoes'],
    })
    const listed = await admin('/api/wizards/deals')
    expect(listed.json.deals.map((entry: { id: number }) => entry.id)).toContain(stored.id)
    expect((await client('/api/wizards/deals')).json.deals).toEqual([])
  })

  it('opens, edits (validated whole) and deletes a deal; another user gets 404 for each', async () => {
    const body = { ...deal, details: { ...deal.details, code: 'EDITME1' } }
    const created = dealSchema.parse((await admin('/api/wizards/deals', { method: 'POST', body })).json)
    const path = `/api/wizards/deals/${created.id}`
    expect((await admin(path)).json).toEqual(created)
    // Another user's deal does not exist for them: read, edit and delete are all 404.
    expect((await client(path)).status).toBe(404)
    expect((await client(path, { method: 'PUT', body })).status).toBe(404)
    expect((await client(path, { method: 'DELETE' })).status).toBe(404)
    expect((await admin('/api/wizards/deals/999999')).status).toBe(404)
    expect((await admin('/api/wizards/deals/nope')).status).toBe(400)
    // The edit is the wizard's whole body, checked by the same schema.
    const broken = { ...body, type: { ...body.type, discount: 150 } }
    const refused = await admin(path, { method: 'PUT', body: broken })
    expect(refused.status).toBe(400)
    expect(refused.json.codes['type.discount'][0].code).toBe('wizards.percentOver100')
    const edited = { ...body, type: { ...body.type, dealType: 'flat', discount: 12.5 } }
    const saved = await admin(path, {
      method: 'PUT',
      body: { ...edited, details: { ...edited.details, title: 'Summer' } },
    })
    expect(saved.status).toBe(200)
    expect(dealSchema.parse(saved.json)).toMatchObject({
      id: created.id,
      title: 'Summer',
      dealType: 'flat',
      discount: 12.5,
      createdAt: created.createdAt,
    })
    expect((await admin(path)).json.title).toBe('Summer')
    expect((await admin(path, { method: 'DELETE' })).status).toBe(204)
    expect((await admin(path)).status).toBe(404)
    expect((await admin(path, { method: 'DELETE' })).status).toBe(404)
  })

  it('keeps codes unique among all deals in any case, on create and on edit (400 on details.code)', async () => {
    const first = { ...deal, details: { ...deal.details, code: 'UNIQUE1' } }
    expect((await admin('/api/wizards/deals', { method: 'POST', body: first })).status).toBe(201)
    // Another user cannot take it either: the checkout finds a deal by its code alone.
    const taken = await client('/api/wizards/deals', { method: 'POST', body: first })
    expect(taken.status).toBe(400)
    expect(taken.json.codes['details.code'][0].code).toBe('wizards.codeTaken')
    const second = dealSchema.parse(
      (
        await client('/api/wizards/deals', {
          method: 'POST',
          body: { ...deal, details: { ...deal.details, code: 'UNIQUE2' } },
        })
      ).json,
    )
    const onEdit = await client(`/api/wizards/deals/${second.id}`, { method: 'PUT', body: first })
    expect(onEdit.status).toBe(400)
    expect(onEdit.json.codes['details.code'][0].code).toBe('wizards.codeTaken')
    // Its own code again is no conflict.
    const same = { ...deal, details: { ...deal.details, code: 'UNIQUE2', title: 'Renamed' } }
    expect((await client(`/api/wizards/deals/${second.id}`, { method: 'PUT', body: same })).status).toBe(200)
  })

  it('two creations of one code at once: one 201, one 400 on details.code', async () => {
    const body = { ...deal, details: { ...deal.details, code: 'RACE1' } }
    const answers = await Promise.all([
      admin('/api/wizards/deals', { method: 'POST', body }),
      client('/api/wizards/deals', { method: 'POST', body }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
  })
})

describe('listings', () => {
  async function uploadPhoto(): Promise<string> {
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'room.png')
    const answer = await api.app.request('/api/media/uploads', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${tokens.admin}` },
    })
    return ((await answer.json()) as { id: string }).id
  }

  it('400 without photos, with an unknown photo, or a carpet area over the total', async () => {
    expect((await admin('/api/wizards/listings', { method: 'POST', body: listing([]) })).status).toBe(400)
    const unknown = await admin('/api/wizards/listings', { method: 'POST', body: listing(['A'.repeat(24)]) })
    expect(unknown.status).toBe(400)
    expect(unknown.json.codes['photos.photoIds.0'][0].code).toBe('wizards.uploadId')
    const photo = await uploadPhoto()
    const body = listing([photo])
    const tooBig = { ...body, area: { ...body.area, carpetArea: 90 } }
    expect((await admin('/api/wizards/listings', { method: 'POST', body: tooBig })).status).toBe(400)
    // Another user's upload is refused as unknown: a listing holds its author's own photos.
    const borrowed = await client('/api/wizards/listings', { method: 'POST', body })
    expect(borrowed.status).toBe(400)
    expect(borrowed.json.codes['photos.photoIds.0'][0].code).toBe('wizards.uploadId')
  })

  it('stores a listing with its photo ids, listed for its user', async () => {
    const photos = [await uploadPhoto(), await uploadPhoto()]
    const created = await admin('/api/wizards/listings', { method: 'POST', body: listing(photos) })
    expect(created.status).toBe(201)
    const stored = listingSchema.parse(created.json)
    expect(stored.photoIds).toEqual(photos)
    expect(stored.photoUrls).toEqual(photos.map((id) => `/api/media/uploads/${id}`))
    expect(stored).toMatchObject({ city: 'Madrid', purpose: 'sell', expectedPrice: 320000 })
    const listed = await admin('/api/wizards/listings')
    expect(listed.json.listings[0].id).toBe(stored.id)
    expect((await client('/api/wizards/listings')).json.listings).toEqual([])
  })

  it('opens, edits (validated whole, own photos only) and deletes a listing; another user gets 404', async () => {
    const photo = await uploadPhoto()
    const created = listingSchema.parse(
      (await admin('/api/wizards/listings', { method: 'POST', body: listing([photo]) })).json,
    )
    const path = `/api/wizards/listings/${created.id}`
    expect((await admin(path)).json).toEqual(created)
    expect((await client(path)).status).toBe(404)
    expect((await client(path, { method: 'PUT', body: listing([photo]) })).status).toBe(404)
    expect((await client(path, { method: 'DELETE' })).status).toBe(404)
    const body = listing([photo])
    const tooBig = { ...body, area: { ...body.area, carpetArea: 90 } }
    expect((await admin(path, { method: 'PUT', body: tooBig })).status).toBe(400)
    expect((await admin(path, { method: 'PUT', body: listing(['B'.repeat(24)]) })).status).toBe(400)
    const second = await uploadPhoto()
    const moved = { ...listing([second, photo]), property: { ...body.property, city: 'Sevilla' } }
    const saved = await admin(path, { method: 'PUT', body: moved })
    expect(saved.status).toBe(200)
    expect(listingSchema.parse(saved.json)).toMatchObject({
      id: created.id,
      city: 'Sevilla',
      photoIds: [second, photo],
    })
    expect((await admin(path)).json.data.property.city).toBe('Sevilla')
    expect((await admin(path, { method: 'DELETE' })).status).toBe(204)
    expect((await admin(path)).status).toBe(404)
  })
})
