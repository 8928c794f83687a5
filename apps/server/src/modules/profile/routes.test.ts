// The profile API: own-profile access for every role, tab data, the project table against a plain
// computation over the seeded rows, and the connection toggle (stored, and kept across a restart).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { profileConnectionSchema, profileHeaderSchema, profileTabDataSchemas } from '@aurum/shared'
import { profileHeaders, profileProjects, profileTabData, users } from '../../db/schema/index.js'
import { createApp } from '../../app.js'
import { createTokenService } from '../../auth/tokens.js'
import { openDatabase, type Database } from '../../db/client.js'
import { seedIfEmpty } from '../../db/seed/index.js'
import { createLogger } from '../../logger.js'
import { ADMIN, CLIENT, useTestAppWithLogins, TEST_NOW, TEST_SECRET } from '../../test/test-app.js'
import { pageOf } from '../../test/list-expectations.js'
import { openTestDatabase, usesPostgres } from '../../test/test-database.js'

let adminId: number
let clientId: number

const { api, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  const idOf = async (email: string) =>
    (await api.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id
  adminId = await idOf(ADMIN.email)
  clientId = await idOf(CLIENT.email)
})

const storedTab = async (userId: number, tab: string) =>
  (
    await api.db
      .select()
      .from(profileTabData)
      .where(and(eq(profileTabData.userId, userId), eq(profileTabData.tab, tab as 'profile')))
  )[0]?.data

describe('access to /api/pages/profile', () => {
  const cases = [
    { method: 'GET', path: '/api/pages/profile/header' },
    { method: 'GET', path: '/api/pages/profile?tab=profile' },
    { method: 'GET', path: '/api/pages/profile/projects' },
    { method: 'PUT', path: '/api/pages/profile/connections/0', body: { isConnected: true } },
  ]
  it.each(cases)('$method $path: 401 for a visitor', async ({ method, path, body }) => {
    const answer = await api.request(path, { method, body })
    expect(answer.status).toBe(401)
  })
  it.each(cases.filter((c) => c.method === 'GET'))(
    '$method $path: the client role reads its own profile',
    async ({ path }) => {
      expect((await api.request(path, { token: tokens.client })).status).toBe(200)
    },
  )
})

describe('GET /api/pages/profile/header', () => {
  it('answers the admin who the account says, with the stored cover', async () => {
    const answer = await api.request('/api/pages/profile/header', { token: tokens.admin })
    const [stored] = await api.db.select().from(profileHeaders).where(eq(profileHeaders.userId, adminId))
    const [admin] = await api.db.select().from(users).where(eq(users.id, adminId))
    expect(answer.status).toBe(200)
    expect(profileHeaderSchema.parse(answer.json)).toEqual({
      fullName: admin!.fullName,
      location: admin!.country,
      joiningDate: admin!.createdAt.toISOString().slice(0, 10),
      designation: 'admin',
      profileImg: admin!.avatar,
      coverImg: stored!.coverImg,
    })
  })

  it('builds a header from the account of a user without a stored profile', async () => {
    const [client] = await api.db.select().from(users).where(eq(users.id, clientId))
    expect(await api.db.select().from(profileHeaders).where(eq(profileHeaders.userId, clientId))).toEqual([])
    const answer = await api.request('/api/pages/profile/header', { token: tokens.client })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      fullName: client!.fullName,
      location: client!.country,
      joiningDate: client!.createdAt.toISOString().slice(0, 10),
      designation: 'client',
      profileImg: client!.avatar,
      coverImg: `/api/media/image/cover/${encodeURIComponent(client!.fullName)}.svg`,
    })
  })
})

describe('GET /api/pages/profile?tab=', () => {
  it.each(['teams', 'projects', 'connections'] as const)(
    'answers the admin the stored %s tab',
    async (tab) => {
      const answer = await api.request(`/api/pages/profile?tab=${tab}`, { token: tokens.admin })
      expect(answer.status).toBe(200)
      expect(answer.json).toEqual(await storedTab(adminId, tab))
      expect(profileTabDataSchemas[tab].safeParse(answer.json).success).toBe(true)
      expect(answer.json.length).toBeGreaterThan(0)
    },
  )

  it("answers the admin's profile tab: the account's lines, then the stored ones", async () => {
    const answer = await api.request('/api/pages/profile?tab=profile', { token: tokens.admin })
    const stored = profileTabDataSchemas.profile.parse(await storedTab(adminId, 'profile'))
    const [admin] = await api.db.select().from(users).where(eq(users.id, adminId))
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      ...stored,
      about: [
        { property: 'Full Name', value: admin!.fullName, icon: 'ri-user-3-line' },
        { property: 'Status', value: admin!.status, icon: 'ri-check-line' },
        { property: 'Role', value: 'admin', icon: 'ri-star-smile-line' },
        { property: 'Country', value: admin!.country, icon: 'ri-flag-line' },
        { property: 'Language', value: admin!.language, icon: 'ri-translate-2' },
      ],
      contacts: [
        { property: 'Contact', value: admin!.contact, icon: 'ri-phone-line' },
        { property: 'Skype', value: 'john.doe', icon: 'ri-wechat-line' },
        { property: 'Email', value: admin!.email, icon: 'ri-mail-open-line' },
      ],
    })
  })

  it('shows what account settings saved, on the header and the profile tab', async () => {
    const account = (await api.request('/api/account', { token: tokens.client })).json
    const {
      id: _id,
      username: _u,
      role: _r,
      currentPlan: _p,
      status: _s,
      twoStepEnabled: _t,
      ...rest
    } = account
    const { notifications: _n, connections: _c, preferences, ...profile } = rest
    const saved = await api.request('/api/account', {
      method: 'PUT',
      token: tokens.client,
      body: {
        ...profile,
        ...preferences,
        fullName: 'Jane Q. Doe',
        contact: '+34 699 000 111',
        country: 'PT',
      },
    })
    expect(saved.status).toBe(200)
    const header = (await api.request('/api/pages/profile/header', { token: tokens.client })).json
    expect(header).toMatchObject({ fullName: 'Jane Q. Doe', location: 'PT', designation: 'client' })
    const tab = (await api.request('/api/pages/profile?tab=profile', { token: tokens.client })).json
    const value = (lines: { property: string; value: string }[], property: string) =>
      lines.find((line) => line.property === property)?.value
    expect(value(tab.about, 'Full Name')).toBe('Jane Q. Doe')
    expect(value(tab.about, 'Role')).toBe('client')
    expect(value(tab.about, 'Country')).toBe('PT')
    expect(value(tab.contacts, 'Contact')).toBe('+34 699 000 111')
    expect(value(tab.contacts, 'Email')).toBe(account.email)
  })

  it('answers a user without a stored profile empty tabs of the right shape', async () => {
    const read = (tab: string) => api.request(`/api/pages/profile?tab=${tab}`, { token: tokens.client })
    expect((await read('profile')).json).toMatchObject({
      teams: [],
      overview: [],
      connections: [],
      teamsTech: [],
    })
    for (const tab of ['teams', 'projects', 'connections']) expect((await read(tab)).json).toEqual([])
  })

  it.each(['', 'tab=', 'tab=account', 'tab=PROFILE', 'tab=profile&tab=teams'])(
    '400 for a missing or unknown tab: %s',
    async (query) => {
      const answer = await api.request(`/api/pages/profile?${query}`, { token: tokens.admin })
      expect(answer.status).toBe(400)
      expect(answer.json.errors.tab).toBeDefined()
    },
  )
})

describe('GET /api/pages/profile/projects', () => {
  type Row = typeof profileProjects.$inferSelect
  let adminRows: Row[]
  let compareText: (left: string, right: string) => number
  beforeAll(async () => {
    adminRows = await api.db.select().from(profileProjects).where(eq(profileProjects.userId, adminId))
    // Text sorts in the database's collation: code points under C (PGlite, and the CI server),
    // the language's rules otherwise.
    const { rows } = (await api.db.execute(
      sql`select datcollate as collation from pg_database where datname = current_database()`,
    )) as unknown as {
      rows: { collation: string }[]
    }
    const collation = rows[0]!.collation
    const locale = collation.split('.')[0]!.replace('_', '-')
    compareText = /^(C|POSIX)$/i.test(locale)
      ? (left, right) => (left < right ? -1 : left > right ? 1 : 0)
      : new Intl.Collator(locale).compare
  })
  const list = (query: string, token = tokens.admin) =>
    api.request(`/api/pages/profile/projects?${query}`, { token })
  const columnOf = { name: 'name', leader: 'leader', date: 'projectDate', status: 'status' } as const

  /** The same answer computed plainly over the admin's seeded rows. */
  function expected(options: {
    q?: string
    sortBy?: keyof typeof columnOf
    orderBy?: 'asc' | 'desc'
    page?: number
    itemsPerPage?: number
  }) {
    const { q, sortBy, orderBy = 'asc', page = 1, itemsPerPage = 10 } = options
    const term = q?.toLowerCase()
    const matching = adminRows.filter(
      (row) => !term || row.name.toLowerCase().includes(term) || row.leader.toLowerCase().includes(term),
    )
    const sign = orderBy === 'desc' ? -1 : 1
    const compare = (a: Row, b: Row) => {
      if (!sortBy) return sign * (a.id - b.id)
      const left = a[columnOf[sortBy]]
      const right = b[columnOf[sortBy]]
      const byColumn =
        typeof left === 'number' ? left - (right as number) : compareText(String(left), String(right))
      return sign * (byColumn || a.id - b.id)
    }
    const sorted = [...matching].sort(compare)
    return {
      ...pageOf(sorted, page, itemsPerPage),
    }
  }
  const ids = (answer: { json: { projects: { id: number }[] } }) =>
    answer.json.projects.map((project) => project.id)

  it('pages the admin projects 10 at a time, by id, with each row of the contract', async () => {
    const answer = await list('')
    expect(answer.status).toBe(200)
    expect(adminRows.length).toBeGreaterThan(10)
    expect(ids(answer)).toEqual(expected({}).ids)
    expect(answer.json.total).toBe(adminRows.length)
    const first = adminRows.find((row) => row.id === answer.json.projects[0].id)!
    expect(answer.json.projects[0]).toEqual({
      id: first.id,
      name: first.name,
      leader: first.leader,
      date: first.projectDate,
      status: first.status,
      avatar: first.avatar,
      avatarGroup: first.avatarGroup,
    })
  })

  it.each(['design', 'APP', 'an', '%', 'zzz-no-match'])(
    'searches name or leader like the plain computation: %s',
    async (q) => {
      const answer = await list(new URLSearchParams({ q, itemsPerPage: '100' }).toString())
      const want = expected({ q, itemsPerPage: 100 })
      expect(answer.status).toBe(200)
      expect(answer.json.total).toBe(want.total)
      expect(ids(answer)).toEqual(want.ids)
    },
  )

  it('finds a project by its leader only', async () => {
    const row = adminRows[3]!
    const term = row.leader.split(' ').at(-1)!
    const answer = await list(`q=${encodeURIComponent(term)}&itemsPerPage=100`)
    expect(ids(answer)).toContain(row.id)
    expect(ids(answer)).toEqual(expected({ q: term, itemsPerPage: 100 }).ids)
  })

  it.each(['name', 'leader', 'date', 'status'] as const)(
    'sorts by %s both ways and pages without overlap',
    async (sortBy) => {
      for (const orderBy of ['asc', 'desc'] as const) {
        const pages = []
        for (const page of [1, 2, 3]) {
          const answer = await list(`sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=7`)
          expect(ids(answer)).toEqual(expected({ sortBy, orderBy, page, itemsPerPage: 7 }).ids)
          pages.push(...ids(answer))
        }
        expect(new Set(pages).size).toBe(adminRows.length)
      }
    },
  )

  it('searches, sorts and pages in one go', async () => {
    const answer = await list('q=e&sortBy=status&orderBy=desc&page=2&itemsPerPage=5')
    const want = expected({ q: 'e', sortBy: 'status', orderBy: 'desc', page: 2, itemsPerPage: 5 })
    expect(want.ids.length).toBeGreaterThan(0)
    expect(ids(answer)).toEqual(want.ids)
    expect(answer.json.total).toBe(want.total)
  })

  it('answers an empty page past the end with the total', async () => {
    const answer = await list('page=50')
    expect(answer.json).toEqual({ projects: [], total: adminRows.length, totalIsLowerBound: false })
  })

  it('shows a user only their own projects (none for the client)', async () => {
    expect((await list('', tokens.client)).json).toEqual({ projects: [], total: 0, totalIsLowerBound: false })
  })

  it.each(['sortBy=budget', 'orderBy=up', 'page=0', 'page=x', 'itemsPerPage=1000', `q=${'x'.repeat(201)}`])(
    '400 for bad input: %s',
    async (query) => {
      const answer = await list(query)
      expect(answer.status).toBe(400)
      expect(Object.keys(answer.json.errors)).toHaveLength(1)
    },
  )
})

describe('PUT /api/pages/profile/connections/:index', () => {
  const put = (index: string | number, body: unknown, token = tokens.admin) =>
    api.request(`/api/pages/profile/connections/${index}`, { method: 'PUT', body, token })

  it('toggles the connection, keeps it stored, and updates the same person on the profile tab', async () => {
    const before = profileTabDataSchemas.connections.parse(await storedTab(adminId, 'connections'))
    const index = 1
    const target = before[index]!
    const answer = await put(index, { isConnected: !target.isConnected })
    expect(answer.status).toBe(200)
    expect(profileConnectionSchema.parse(answer.json)).toEqual({
      ...target,
      isConnected: !target.isConnected,
    })

    const after = profileTabDataSchemas.connections.parse(await storedTab(adminId, 'connections'))
    expect(after).toEqual(
      before.map((connection, at) =>
        at === index ? { ...connection, isConnected: !target.isConnected } : connection,
      ),
    )
    const read = await api.request('/api/pages/profile?tab=connections', { token: tokens.admin })
    expect(read.json[index].isConnected).toBe(!target.isConnected)

    const profileTab = profileTabDataSchemas.profile.parse(await storedTab(adminId, 'profile'))
    const same = profileTab.connections.filter((connection) => connection.name === target.name)
    expect(same.length).toBeGreaterThan(0)
    for (const connection of same) expect(connection.isConnected).toBe(!target.isConnected)
    expect(profileTab.contacts.length).toBeGreaterThan(0)

    const back = await put(index, { isConnected: target.isConnected })
    expect(back.json.isConnected).toBe(target.isConnected)
    expect(profileTabDataSchemas.connections.parse(await storedTab(adminId, 'connections'))).toEqual(before)
  })

  it('setting the flag it already has changes nothing', async () => {
    const before = await storedTab(adminId, 'connections')
    const current = profileTabDataSchemas.connections.parse(before)[0]!
    expect((await put(0, { isConnected: current.isConnected })).status).toBe(200)
    expect(await storedTab(adminId, 'connections')).toEqual(before)
  })

  it('404 for an index past the last connection, and for a user with no connections', async () => {
    const count = profileTabDataSchemas.connections.parse(await storedTab(adminId, 'connections')).length
    const answer = await put(count, { isConnected: true })
    expect(answer.status).toBe(404)
    expect(answer.json).toEqual({ message: 'Connection not found', code: 'profile.connectionNotFound' })
    expect((await put(0, { isConnected: true }, tokens.client)).status).toBe(404)
  })

  it.each<[string | number, unknown]>([
    [-1, { isConnected: true }],
    ['x', { isConnected: true }],
    ['1.5', { isConnected: true }],
    [0, {}],
    [0, { isConnected: 'yes' }],
    [0, { isConnected: true, name: 'Someone else' }],
    [0, 'not json'],
  ])('400 for a bad index or body: %s %j', async (index, body) => {
    const before = await storedTab(adminId, 'connections')
    const answer = await put(index, body)
    expect(answer.status).toBe(400)
    expect(answer.json.errors).toBeDefined()
    expect(await storedTab(adminId, 'connections')).toEqual(before)
  })
})

describe('a toggled connection across a server restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-profile-restart-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('is still toggled when the server opens the same data again', async () => {
    const tokens = createTokenService(TEST_SECRET)
    const first = await openTestDatabase({ dataDir })
    await seedIfEmpty(first.db, TEST_NOW)
    const serve = (database: Database) => createApp({ database, tokens, logger: createLogger('silent') }).app
    const call = (
      app: ReturnType<typeof serve>,
      path: string,
      init: { method?: string; token?: string; body?: unknown } = {},
    ) =>
      app.request(path, {
        method: init.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
    const before = serve(first)
    const token = (
      (await (await call(before, '/api/auth/login', { method: 'POST', body: ADMIN })).json()) as {
        accessToken: string
      }
    ).accessToken
    const connections = (await (
      await call(before, '/api/pages/profile?tab=connections', { token })
    ).json()) as { isConnected: boolean }[]
    const flipped = !connections[2]!.isConnected
    expect(
      (
        await call(before, '/api/pages/profile/connections/2', {
          method: 'PUT',
          token,
          body: { isConnected: flipped },
        })
      ).status,
    ).toBe(200)

    // PGlite flushes to disk on close; PostgreSQL keeps the database, reached again by its URL.
    const second = usesPostgres
      ? await openDatabase({ kind: 'postgres', url: first.url! })
      : (await first.close(), await openDatabase({ kind: 'pglite', dataDir }))
    try {
      const after = serve(second)
      const read = (await (await call(after, '/api/pages/profile?tab=connections', { token })).json()) as {
        isConnected: boolean
      }[]
      expect(read[2]!.isConnected).toBe(flipped)
      expect(read.map((connection) => connection.isConnected)).toEqual(
        connections.map((connection, index) => (index === 2 ? flipped : connection.isConnected)),
      )
    } finally {
      await second.close()
      if (usesPostgres) await first.close()
    }
  })
})
