import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { userUpdateSchema } from '@aurum/shared'
import { userCounts, users } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'
import { compareValues, itAnswers400NamingTheField, pageOf } from '../../test/list-expectations.js'
import { itRefusesVisitorsAndClients } from '../../test/route-permissions.js'

type Row = typeof users.$inferSelect
let allRows: Row[]

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

const newUser = (suffix: string) => ({
  fullName: `Test Person ${suffix}`,
  username: `test.person.${suffix}`,
  email: `test.person.${suffix}@example.com`,
  company: 'Acme',
  country: 'FR',
  contact: '+33 6 12 34 56 78',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
})

describe('permissions of /api/apps/users', () => {
  const cases = [
    { name: 'list', method: 'GET', path: '/api/apps/users', admin: 200 },
    { name: 'get', method: 'GET', path: '/api/apps/users/3', admin: 200 },
    { name: 'create', method: 'POST', path: '/api/apps/users', body: newUser('matrix'), admin: 201 },
    { name: 'delete', method: 'DELETE', path: '/api/apps/users/999999', admin: 404 },
  ]
  itRefusesVisitorsAndClients(signedIn, cases)
})

describe('GET /api/apps/users', () => {
  beforeAll(async () => {
    allRows = await api.db.select().from(users)
  })
  const list = (query: string) => api.request(`/api/apps/users?${query}`, { token: tokens.admin })

  /** The same answer computed plainly over every seeded row. */
  function expected(options: {
    q?: string
    lang?: string
    role?: string
    plan?: string
    status?: string
    sortBy?: keyof Row
    orderBy?: 'asc' | 'desc'
    page?: number
    itemsPerPage?: number
  }) {
    const {
      q,
      lang,
      role,
      plan,
      status,
      sortBy = 'id',
      orderBy = 'asc',
      page = 1,
      itemsPerPage = 10,
    } = options
    const term = q?.toLowerCase()
    // A country matches by its name in the reader's language (English without lang), accents aside.
    const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    const countryNames = new Intl.DisplayNames([lang ?? 'en'], { type: 'region' })
    const countryMatches = (code: string) =>
      !!code && !!term && plain(countryNames.of(code)!).includes(plain(term))
    const matching = allRows
      .filter(
        (row) =>
          !term ||
          row.fullName.toLowerCase().includes(term) ||
          row.email.toLowerCase().includes(term) ||
          countryMatches(row.country),
      )
      .filter(
        (row) =>
          (!role || row.role === role) &&
          (!plan || row.currentPlan === plan) &&
          (!status || row.status === status),
      )
    const sign = orderBy === 'desc' ? -1 : 1
    const compare = (a: Row, b: Row) => {
      const left = a[sortBy] as string | number
      const right = b[sortBy] as string | number
      // PostgreSQL's collation orders text; compare the same way for the columns we sort on.
      const byColumn = compareValues(left, right)
      return sign * (byColumn || a.id - b.id)
    }
    const sorted = [...matching].sort(compare)
    return {
      ...pageOf(sorted, page, itemsPerPage),
    }
  }

  it('pages through every user by default, 10 at a time, ordered by id', async () => {
    const answer = await list('')
    const want = expected({})
    expect(answer.status).toBe(200)
    expect(answer.json.users.map((user: Row) => user.id)).toEqual(want.ids)
    expect(answer.json.totalUsers).toBe(want.total)
    expect(answer.json.totalPages).toBe(Math.ceil(want.total / 10))
    expect(answer.json.page).toBe(1)
    expect(answer.json.users[0]).not.toHaveProperty('passwordHash')
  })

  it.each<Record<string, string>>([
    { role: 'editor' },
    { plan: 'team' },
    { status: 'pending' },
    { role: 'maintainer', status: 'active' },
    { q: 'an' },
    { q: 'AN', plan: 'basic' },
    { q: '.biz' },
    { q: 'fra', lang: 'es' },
  ])('filters like the plain computation: %o', async (filters) => {
    const answer = await list(new URLSearchParams({ ...filters, itemsPerPage: '100' }).toString())
    const want = expected({ ...filters, itemsPerPage: 100 })
    expect(answer.json.totalUsers).toBe(want.total)
    expect(answer.json.users.map((user: Row) => user.id)).toEqual(want.ids)
    expect(want.total).toBeGreaterThan(0)
  })

  it.each(['es', 'en', 'fr', 'ar'])(
    'in %s, finds users by the name of their country the reader sees',
    async (lang) => {
      const countries = [...new Set(allRows.map((row) => row.country).filter(Boolean))].slice(0, 3)
      expect(countries.length).toBeGreaterThan(0)
      for (const code of countries) {
        const q = new Intl.DisplayNames([lang], { type: 'region' }).of(code)!
        const answer = await list(new URLSearchParams({ q, lang, itemsPerPage: '100' }).toString())
        const want = expected({ q, lang, itemsPerPage: 100 })
        expect(answer.json.totalUsers, q).toBe(want.total)
        expect(answer.json.users.map((user: Row) => user.id)).toEqual(want.ids)
        expect(answer.json.users.some((user: Row) => user.country === code)).toBe(true)
      }
    },
  )

  it.each([
    ['role', 'role'],
    ['plan', 'currentPlan'],
    ['status', 'status'],
  ] as const)('sorts by %s in both directions, ties broken by id', async (sortBy, column) => {
    for (const orderBy of ['asc', 'desc'] as const) {
      for (const page of [1, 3]) {
        const answer = await list(`sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=7`)
        expect(answer.json.users.map((user: Row) => user.id)).toEqual(
          expected({ sortBy: column, orderBy, page, itemsPerPage: 7 }).ids,
        )
      }
    }
  })

  it('sorts by user and email in the database collation, consistently across pages', async () => {
    for (const [sortBy, column] of [
      ['user', 'fullName'],
      ['email', 'email'],
    ] as const) {
      const pages = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7].map((page) =>
          list(`sortBy=${sortBy}&orderBy=desc&page=${page}&itemsPerPage=10`),
        ),
      )
      const ids = pages.flatMap((answer) => answer.json.users.map((user: Row) => user.id))
      expect(new Set(ids).size).toBe(allRows.length)
      const values = ids.map((id) => allRows.find((row) => row.id === id)![column].toLowerCase())
      // Case-insensitively non-increasing is what any collation gives for these ASCII-ish names.
      const alphabetic = values.map((value) => value.replace(/[^a-z0-9]/g, ''))
      for (let index = 1; index < alphabetic.length; index++) {
        expect(alphabetic[index - 1]!.localeCompare(alphabetic[index]!, 'en')).toBeGreaterThanOrEqual(-0)
      }
    }
  })

  it('falls back to page 1 when the page is beyond the last one', async () => {
    const answer = await list('role=editor&page=500')
    expect(answer.status).toBe(200)
    expect(answer.json.page).toBe(1)
    expect(answer.json.users.map((user: Row) => user.id)).toEqual(expected({ role: 'editor' }).ids)
  })

  it('searches, sorts and pages in one go like the plain computation', async () => {
    for (const [sortBy, column] of [
      ['plan', 'currentPlan'],
      ['role', 'role'],
      ['status', 'status'],
    ] as const) {
      for (const orderBy of ['asc', 'desc'] as const) {
        for (const page of [1, 2]) {
          const answer = await list(`q=an&sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=5`)
          const want = expected({ q: 'an', sortBy: column, orderBy, page, itemsPerPage: 5 })
          expect(answer.json.users.map((user: Row) => user.id)).toEqual(want.ids)
          expect(answer.json.totalUsers).toBe(want.total)
        }
      }
    }
  })

  it('falls back to page 1 for a search whose page is beyond the last one', async () => {
    const answer = await list('q=an&role=editor&page=500&itemsPerPage=5')
    const want = expected({ q: 'an', role: 'editor', itemsPerPage: 5 })
    expect(answer.json.page).toBe(1)
    expect(answer.json.totalUsers).toBe(want.total)
    expect(answer.json.users.map((user: Row) => user.id)).toEqual(want.ids)
  })

  it('does not match a term that only spans the end of the name and the start of the email', async () => {
    const row = allRows.find((candidate) => candidate.id === 5)!
    const q = `${row.fullName.slice(-3)} ${row.email.slice(0, 3)}`
    const answer = await list(new URLSearchParams({ q, itemsPerPage: '100' }).toString())
    expect(answer.json.totalUsers).toBe(expected({ q }).total)
    expect(answer.json.users.map((user: Row) => user.id)).not.toContain(row.id)
  })

  it('answers an empty page for a filter that matches nothing', async () => {
    const answer = await list('q=zzzzzzzz')
    expect(answer.json).toEqual({
      users: [],
      totalUsers: 0,
      totalIsLowerBound: false,
      totalPages: 0,
      page: 1,
    })
  })

  it('treats SQL-looking search text as plain text', async () => {
    for (const q of ["' OR 1=1 --", "'; drop table users; --", '%', '_', '\\']) {
      const answer = await list(new URLSearchParams({ q }).toString())
      expect(answer.status).toBe(200)
      expect(answer.json.totalUsers).toBe(expected({ q }).total)
    }
    expect((await api.db.select().from(users)).length).toBe(allRows.length)
  })

  itAnswers400NamingTheField(list, [
    ['an unknown sortBy', 'sortBy=password_hash', 'sortBy'],
    ['an injected sortBy', 'sortBy=user;drop%20table%20users', 'sortBy'],
    ['an unknown orderBy', 'orderBy=sideways', 'orderBy'],
    ['a page that is not a number', 'page=abc', 'page'],
    ['a page below 1', 'page=0', 'page'],
    ['too many items per page', 'itemsPerPage=1000', 'itemsPerPage'],
    ['an unknown plan', 'plan=gold', 'plan'],
    ['an unknown status', 'status=deleted', 'status'],
    ['an overlong search', `q=${'a'.repeat(300)}`, 'q'],
  ])
})

describe('GET, POST and DELETE /api/apps/users/:id', () => {
  it('gets one user with details, 404 with a message for an unknown id, 400 for a bad id', async () => {
    const answer = await api.request('/api/apps/users/3', { token: tokens.admin })
    expect(answer.status).toBe(200)
    const row = allRows.find((user) => user.id === 3)!
    expect(answer.json).toMatchObject({
      id: 3,
      fullName: row.fullName,
      taskDone: row.taskDone,
      taxId: row.taxId,
    })
    const missing = await api.request('/api/apps/users/999999', { token: tokens.admin })
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ message: 'User not found', code: 'users.notFound' })
    expect((await api.request('/api/apps/users/abc', { token: tokens.admin })).status).toBe(400)
  })

  it('creates a user (201) that the list and get then show; the password is never answered', async () => {
    const created = await api.request('/api/apps/users', {
      method: 'POST',
      token: tokens.admin,
      body: { ...newUser('one'), password: 'a-long-password' },
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ fullName: 'Test Person one', role: 'editor', currentPlan: 'team' })
    expect(created.text).not.toContain('password')
    const found = await api.request(`/api/apps/users?q=${encodeURIComponent('Test Person one')}`, {
      token: tokens.admin,
    })
    expect(found.json.users.map((user: Row) => user.id)).toEqual([created.json.id])
    expect(
      await api.login({ email: 'test.person.one@example.com', password: 'a-long-password' }),
    ).toBeTruthy()
  })

  it('refuses duplicates (409), unknown roles and invalid fields (400)', async () => {
    const duplicate = await api.request('/api/apps/users', {
      method: 'POST',
      token: tokens.admin,
      body: { ...newUser('two'), email: 'ADMIN@demo.com' },
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.json.errors.email).toBeDefined()
    const badRole = await api.request('/api/apps/users', {
      method: 'POST',
      token: tokens.admin,
      body: { ...newUser('three'), role: 'emperor' },
    })
    expect(badRole.status).toBe(400)
    expect(badRole.json.errors.role).toEqual(['Unknown role'])
    const invalid = await api.request('/api/apps/users', {
      method: 'POST',
      token: tokens.admin,
      body: { ...newUser('four'), email: 'nope', currentPlan: 'gold', contact: 'call me' },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.json.errors).sort()).toEqual(['contact', 'currentPlan', 'email'])
    const notAnObject = await api.request('/api/apps/users', {
      method: 'POST',
      token: tokens.admin,
      body: '[1,2]',
    })
    expect(notAnObject.status).toBe(400)
  })

  it('takes a country as an ISO 3166-1 alpha-2 code (either case, stored upper case) and refuses any other text (400)', async () => {
    for (const country of ['Spa', 'France', 'XX', 'FRA']) {
      const refused = await api.request('/api/apps/users', {
        method: 'POST',
        token: tokens.admin,
        body: { ...newUser('country.bad'), country },
      })
      expect(refused.status, country).toBe(400)
      expect(refused.json.errors.country, country).toEqual(['Choose a country from the list'])
    }
    const created = await api.request('/api/apps/users', {
      method: 'POST',
      token: tokens.admin,
      body: { ...newUser('country.code'), country: 'de' },
    })
    expect(created.status).toBe(201)
    const user = (await api.request(`/api/apps/users/${created.json.id}`, { token: tokens.admin })).json
    expect(user.country).toBe('DE')
    const found = await api.request(`/api/apps/users?q=Alemania&lang=es&itemsPerPage=100`, {
      token: tokens.admin,
    })
    expect(found.json.users.map((row: Row) => row.id)).toContain(created.json.id)
    expect(
      found.json.users.every(
        (row: Row) => row.country === 'DE' || /alemania/i.test(row.fullName + row.email),
      ),
    ).toBe(true)
    const cleared = await api.request(`/api/apps/users/${created.json.id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { ...user, country: 'Germany' },
    })
    expect(cleared.status).toBe(400)
    expect((await api.request(`/api/apps/users?q=x&lang=de`, { token: tokens.admin })).status).toBe(400)
  })

  it('takes one of the four languages by name, and refuses any other (400 errors.language)', async () => {
    const created = await api.request('/api/apps/users', {
      method: 'POST',
      token: tokens.admin,
      body: { ...newUser('lang'), language: 'French' },
    })
    expect(created.status).toBe(201)
    expect(
      (await api.request(`/api/apps/users/${created.json.id}`, { token: tokens.admin })).json.language,
    ).toBe('French')
    const defaulted = await api.request('/api/apps/users', {
      method: 'POST',
      token: tokens.admin,
      body: newUser('lang.default'),
    })
    expect(
      (await api.request(`/api/apps/users/${defaulted.json.id}`, { token: tokens.admin })).json.language,
    ).toBe('English')
    for (const language of ['Klingon', 'German', 'french', '']) {
      const refused = await api.request('/api/apps/users', {
        method: 'POST',
        token: tokens.admin,
        body: { ...newUser('klingon'), language },
      })
      expect(refused.status, language).toBe(400)
      expect(Object.keys(refused.json.errors)).toEqual(['language'])
    }
  })

  it('deletes a user (204, then 404) but never the caller', async () => {
    const created = await api.request('/api/apps/users', {
      method: 'POST',
      token: tokens.admin,
      body: newUser('five'),
    })
    expect(
      (await api.request(`/api/apps/users/${created.json.id}`, { method: 'DELETE', token: tokens.admin }))
        .status,
    ).toBe(204)
    expect(
      (await api.request(`/api/apps/users/${created.json.id}`, { method: 'DELETE', token: tokens.admin }))
        .status,
    ).toBe(404)
    expect((await api.request(`/api/apps/users/${created.json.id}`, { token: tokens.admin })).status).toBe(
      404,
    )
    const self = await api.request('/api/apps/users/1', { method: 'DELETE', token: tokens.admin })
    expect(self.status).toBe(409)
  })
})

describe('kept user counts', () => {
  it('equal a count of the table after inserts, updates and deletes', async () => {
    await api.db
      .update(users)
      .set({ role: 'author', status: 'inactive' })
      .where(sql`${users.id} % 7 = 0`)
    await api.db.delete(users).where(sql`${users.id} % 11 = 0 and ${users.id} > 2`)
    const actual = await api.db.execute<{ key: string; total: string }>(
      sql`select role || '/' || current_plan || '/' || status as key, count(*)::text as total from users group by 1`,
    )
    const kept = await api.db.select().from(userCounts)
    const rowsOf = (result: unknown) =>
      ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as { key: string; total: string }[]
    expect(
      Object.fromEntries(
        kept.map((row) => [`${row.role}/${row.currentPlan}/${row.status}`, String(row.total)]),
      ),
    ).toEqual(Object.fromEntries(rowsOf(actual).map((row) => [row.key, row.total])))
    const answer = await api.request('/api/apps/users?status=inactive&role=author', { token: tokens.admin })
    const [counted] = rowsOf(
      await api.db.execute(
        sql`select count(*)::text as total from users where status = 'inactive' and role = 'author'`,
      ),
    )
    expect(String(answer.json.totalUsers)).toBe(counted!.total)
  })
})

describe('administering one user', () => {
  const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    api.request(path, { ...init, token: tokens.admin })
  // The fields of the edit dialog, as the web sends them back.
  const editableFields = userUpdateSchema.keyof().options.filter((field) => field !== 'currentPassword')
  const editable = (user: Record<string, unknown>) =>
    Object.fromEntries(editableFields.map((field) => [field, user[field]]))

  it('saves the edit dialog (PUT), refusing taken logins, unknown roles and bad input', async () => {
    const created = (await asAdmin('/api/apps/users', { method: 'POST', body: newUser('edit') })).json
    const changed = {
      ...editable(created),
      fullName: 'Edited Person',
      currentPlan: 'enterprise',
      company: 'Globex',
    }
    const saved = await asAdmin(`/api/apps/users/${created.id}`, { method: 'PUT', body: changed })
    expect(saved.status).toBe(200)
    expect(saved.json).toMatchObject({
      id: created.id,
      fullName: 'Edited Person',
      currentPlan: 'enterprise',
      company: 'Globex',
    })
    expect((await asAdmin(`/api/apps/users/${created.id}`)).json.fullName).toBe('Edited Person')
    const taken = await asAdmin(`/api/apps/users/${created.id}`, {
      method: 'PUT',
      body: { ...changed, email: 'ADMIN@demo.com' },
    })
    expect(taken.status).toBe(409)
    expect(taken.json.errors.email).toBeDefined()
    expect(
      (await asAdmin(`/api/apps/users/${created.id}`, { method: 'PUT', body: { ...changed, role: 'nope' } }))
        .status,
    ).toBe(400)
    expect(
      (
        await asAdmin(`/api/apps/users/${created.id}`, {
          method: 'PUT',
          body: { ...changed, status: 'asleep' },
        })
      ).status,
    ).toBe(400)
    const klingon = await asAdmin(`/api/apps/users/${created.id}`, {
      method: 'PUT',
      body: { ...changed, language: 'Klingon' },
    })
    expect(klingon.status).toBe(400)
    expect(Object.keys(klingon.json.errors)).toEqual(['language'])
    expect(
      (
        await asAdmin(`/api/apps/users/${created.id}`, {
          method: 'PUT',
          body: { ...changed, language: 'Arabic' },
        })
      ).json.language,
    ).toBe('Arabic')
    expect((await asAdmin('/api/apps/users/999999', { method: 'PUT', body: changed })).status).toBe(404)
    expect(
      (
        await api.request(`/api/apps/users/${created.id}`, {
          method: 'PUT',
          body: changed,
          token: tokens.client,
        })
      ).status,
    ).toBe(403)
  })

  it('sets a password: the user logs in with it and their older sessions end', async () => {
    const created = (
      await asAdmin('/api/apps/users', {
        method: 'POST',
        body: { ...newUser('pw'), password: 'first-password' },
      })
    ).json
    const oldToken = await api.login({ email: created.email, password: 'first-password' })
    const mismatch = await asAdmin(`/api/apps/users/${created.id}/password`, {
      method: 'PUT',
      body: { password: 'second-password', confirmPassword: 'other' },
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.json.errors.confirmPassword).toBeDefined()
    expect(
      (
        await asAdmin(`/api/apps/users/${created.id}/password`, {
          method: 'PUT',
          body: { password: 'short', confirmPassword: 'short' },
        })
      ).status,
    ).toBe(400)
    const set = await asAdmin(`/api/apps/users/${created.id}/password`, {
      method: 'PUT',
      body: { password: 'second-password', confirmPassword: 'second-password' },
    })
    expect(set.status).toBe(204)
    expect((await api.request('/api/auth/me', { token: oldToken })).status).toBe(401)
    expect(
      (
        await api.request('/api/auth/login', {
          method: 'POST',
          body: { email: created.email, password: 'first-password' },
        })
      ).status,
    ).toBe(400)
    await api.login({ email: created.email, password: 'second-password' })
  })

  it('lists sessions newest first and ends one', async () => {
    const created = (
      await asAdmin('/api/apps/users', {
        method: 'POST',
        body: { ...newUser('sessions'), password: 'session-password' },
      })
    ).json
    const first = await api.login({ email: created.email, password: 'session-password' })
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
    await api.request('/api/auth/login', {
      method: 'POST',
      body: { email: created.email, password: 'session-password' },
      headers: { 'user-agent': phone },
    })
    const second = await api.login({ email: created.email, password: 'session-password' })
    const listed = await asAdmin(`/api/apps/users/${created.id}/sessions`)
    expect(listed.status).toBe(200)
    expect(listed.json.sessions).toHaveLength(3)
    expect(listed.json.sessions.every((session: { active: boolean }) => session.active)).toBe(true)
    expect(listed.json.sessions).toContainEqual(
      expect.objectContaining({ browser: 'Safari 17', os: 'iOS', device: 'Safari 17 on iOS' }),
    )
    const [newest, , oldest] = listed.json.sessions
    expect(newest.createdAt >= oldest.createdAt).toBe(true)
    expect(
      (await asAdmin(`/api/apps/users/${created.id}/sessions/${oldest.id}`, { method: 'DELETE' })).status,
    ).toBe(204)
    const statuses = [
      await api.request('/api/auth/me', { token: first }),
      await api.request('/api/auth/me', { token: second }),
    ].map((r) => r.status)
    expect(statuses.sort()).toEqual([200, 401])
    expect(
      (await asAdmin(`/api/apps/users/${created.id}/sessions/${oldest.id}`, { method: 'DELETE' })).status,
    ).toBe(404)
    expect((await asAdmin('/api/apps/users/999999/sessions')).status).toBe(404)
  })

  it('counts users per status like a plain count of the table', async () => {
    const rows = await api.db.select({ status: users.status }).from(users)
    const answer = await asAdmin('/api/apps/users/stats')
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      total: rows.length,
      active: rows.filter((row) => row.status === 'active').length,
      pending: rows.filter((row) => row.status === 'pending').length,
      inactive: rows.filter((row) => row.status === 'inactive').length,
    })
    expect((await api.request('/api/apps/users/stats', { token: tokens.client })).status).toBe(403)
  })

  it('exports exactly the filtered users, in the list order, as CSV', async () => {
    const answer = await asAdmin('/api/apps/users/export.csv?role=editor&sortBy=email&orderBy=desc')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/text\/csv/)
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('id,fullName,username,email,role,currentPlan,status,company,country,contact')
    const editors = (await api.db.select().from(users))
      .filter((row) => row.role === 'editor')
      .sort((a, b) => (a.email < b.email ? 1 : a.email > b.email ? -1 : b.id - a.id))
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(editors.map((row) => row.id))
    expect((await asAdmin('/api/apps/users/export.csv?sortBy=nope')).status).toBe(400)
    expect((await api.request('/api/apps/users/export.csv', { token: tokens.client })).status).toBe(403)
  })
})

describe("a user's settings seen by an administrator", () => {
  it('reads defaults, saves parts and keeps the rest, refuses bad input and strangers', async () => {
    const path = '/api/apps/users/3/settings'
    const before = await api.request(path, { token: tokens.admin })
    expect(before.status).toBe(200)
    expect(before.json.billing).toBeNull()
    const notifications = before.json.notifications.map((entry: { email: boolean }) => ({
      ...entry,
      email: !entry.email,
    }))
    const saved = await api.request(path, {
      method: 'PUT',
      token: tokens.admin,
      body: { notifications, twoStepEnabled: false },
    })
    expect(saved.status).toBe(200)
    expect(saved.json.notifications).toEqual(notifications)
    expect(saved.json.twoStepEnabled).toBe(false)
    expect(saved.json.connections).toEqual(before.json.connections)
    expect((await api.request(path, { token: tokens.admin })).json).toEqual(saved.json)
    expect((await api.request(path, { method: 'PUT', token: tokens.admin, body: {} })).status).toBe(400)
    expect(
      (await api.request(path, { method: 'PUT', token: tokens.admin, body: { twoStepEnabled: 'yes' } }))
        .status,
    ).toBe(400)
    expect((await api.request('/api/apps/users/999999/settings', { token: tokens.admin })).status).toBe(404)
    expect((await api.request(path, { token: tokens.client })).status).toBe(403)
  })
})
