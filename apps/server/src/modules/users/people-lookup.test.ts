// The people look-up that the calendar's guest picker and the kanban's member picker call: open to
// whoever holds the area's read ability (not the User ability), by name or by ids, no emails.
import { beforeAll, describe, expect, it } from 'vitest'
import { asc } from 'drizzle-orm'
import { PEOPLE_LOOKUP_LIMIT, personSchema } from '@aurum/shared'
import { z } from 'zod'
import { users } from '../../db/schema/index.js'
import { addSignedInUser, useTestAppWithLogins } from '../../test/test-app.js'

let plannerToken: string

const PLANNER = { email: 'planner.people@aurum.example', password: 'planner-password' }
const people = z.array(personSchema)
const paths = ['/api/apps/calendar/people', '/api/apps/kanban/people'] as const

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

beforeAll(async () => {
  const role = await api.request('/api/apps/roles', {
    method: 'POST',
    token: tokens.admin,
    body: { name: 'planner', permissions: { Calendar: ['read'], Kanban: ['read'] } },
  })
  expect(role.status).toBe(201)
  const created = await addSignedInUser(signedIn, {
    fullName: 'Pia Planner',
    username: 'piaplanner',
    email: PLANNER.email,
    password: PLANNER.password,
    country: 'PT',
    contact: '+351 21 000 0000',
    role: 'planner',
  })
  plannerToken = created.token
})

describe.each(paths)('GET %s', (path) => {
  it('refuses visitors (401) and the client role (403)', async () => {
    expect((await api.request(path)).status).toBe(401)
    expect((await api.request(path, { token: tokens.client })).status).toBe(403)
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
    const answer = await api.request(`${path}?q=AN`, { token: tokens.admin })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual(expected)
    expect(JSON.stringify(answer.json)).not.toContain('@')
    // Without a term: the first ones by name.
    const first = people.parse((await api.request(path, { token: tokens.admin })).json)
    expect(first.map((person) => person.id)).toEqual(rows.slice(0, PEOPLE_LOOKUP_LIMIT).map((row) => row.id))
  })

  it('answers the users named by ids (one or several), unknown ids left out', async () => {
    const [one, two] = await api.db.select().from(users).orderBy(asc(users.id)).limit(2)
    const answer = await api.request(`${path}?ids=${two!.id}&ids=${one!.id}&ids=999999`, {
      token: tokens.admin,
    })
    expect(answer.status).toBe(200)
    expect(
      people
        .parse(answer.json)
        .map((person) => person.id)
        .sort((a, b) => a - b),
    ).toEqual([one!.id, two!.id])
    const single = people.parse((await api.request(`${path}?ids=${one!.id}`, { token: tokens.admin })).json)
    expect(single.map((person) => person.id)).toEqual([one!.id])
  })

  it('refuses a bad id or a term too long with 400', async () => {
    expect((await api.request(`${path}?ids=abc`, { token: tokens.admin })).status).toBe(400)
    expect((await api.request(`${path}?ids=0`, { token: tokens.admin })).status).toBe(400)
    expect((await api.request(`${path}?q=${'x'.repeat(201)}`, { token: tokens.admin })).status).toBe(400)
  })
})
