// The people look-up that the calendar's guest picker and the kanban's member picker call: open to
// whoever holds the area's read ability (not the User ability), by name or by ids, no emails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc } from 'drizzle-orm'
import { PEOPLE_LOOKUP_LIMIT, personSchema } from '@aurum/shared'
import { z } from 'zod'
import { users } from '../../db/schema/index.js'
import { createTestAppWithLogins, type TestApp } from '../../test/test-app.js'

let api: TestApp
let adminToken: string
let clientToken: string
let plannerToken: string

const PLANNER = { email: 'planner.people@aurum.example', password: 'planner-password' }
const people = z.array(personSchema)
const paths = ['/api/apps/calendar/people', '/api/apps/kanban/people'] as const

beforeAll(async () => {
  ;({ api, adminToken, clientToken } = await createTestAppWithLogins())
  const role = await api.request('/api/apps/roles', {
    method: 'POST',
    token: adminToken,
    body: { name: 'planner', permissions: { Calendar: ['read'], Kanban: ['read'] } },
  })
  expect(role.status).toBe(201)
  const created = await api.request('/api/apps/users', {
    method: 'POST',
    token: adminToken,
    body: {
      fullName: 'Pia Planner',
      username: 'piaplanner',
      email: PLANNER.email,
      role: 'planner',
      currentPlan: 'team',
      status: 'active',
      company: 'Aurum',
      country: 'PT',
      contact: '+351 21 000 0000',
      password: PLANNER.password,
    },
  })
  expect(created.status).toBe(201)
  plannerToken = await api.login(PLANNER)
})
afterAll(() => api.close())

describe.each(paths)('GET %s', (path) => {
  it('refuses visitors (401) and the client role (403)', async () => {
    expect((await api.request(path)).status).toBe(401)
    expect((await api.request(path, { token: clientToken })).status).toBe(403)
  })

  it("answers a user who holds the area's read ability but not the User ability", async () => {
    expect((await api.request('/api/apps/users', { token: plannerToken })).status).toBe(403)
    const answer = await api.request(`${path}?q=pia`, { token: plannerToken })
    expect(answer.status).toBe(200)
    expect(people.parse(answer.json).map((person) => person.name)).toContain('Pia Planner')
  })

  it('matches the name in SQL, case aside, by name order, limited, with id, name and avatar only', async () => {
    const rows = await api.db.select().from(users).orderBy(asc(users.fullName), asc(users.id))
    const term = 'an'
    const expected = rows
      .filter((row) => row.fullName.toLowerCase().includes(term))
      .slice(0, PEOPLE_LOOKUP_LIMIT)
      .map((row) => ({ id: row.id, name: row.fullName, avatar: row.avatar }))
    const answer = await api.request(`${path}?q=AN`, { token: adminToken })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual(expected)
    expect(JSON.stringify(answer.json)).not.toContain('@')
    // Without a term: the first ones by name.
    const first = people.parse((await api.request(path, { token: adminToken })).json)
    expect(first.map((person) => person.id)).toEqual(rows.slice(0, PEOPLE_LOOKUP_LIMIT).map((row) => row.id))
  })

  it('answers the users named by ids (one or several), unknown ids left out', async () => {
    const [one, two] = await api.db.select().from(users).orderBy(asc(users.id)).limit(2)
    const answer = await api.request(`${path}?ids=${two!.id}&ids=${one!.id}&ids=999999`, {
      token: adminToken,
    })
    expect(answer.status).toBe(200)
    expect(
      people
        .parse(answer.json)
        .map((person) => person.id)
        .sort((a, b) => a - b),
    ).toEqual([one!.id, two!.id])
    const single = people.parse((await api.request(`${path}?ids=${one!.id}`, { token: adminToken })).json)
    expect(single.map((person) => person.id)).toEqual([one!.id])
  })

  it('refuses a bad id or a term too long with 400', async () => {
    expect((await api.request(`${path}?ids=abc`, { token: adminToken })).status).toBe(400)
    expect((await api.request(`${path}?ids=0`, { token: adminToken })).status).toBe(400)
    expect((await api.request(`${path}?q=${'x'.repeat(201)}`, { token: adminToken })).status).toBe(400)
  })
})
