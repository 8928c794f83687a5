import { describe, expect, it } from 'vitest'
import { permissions } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'
import { itRefusesVisitorsAndClients } from '../../test/route-permissions.js'

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  api.request(path, { ...init, token: tokens.admin })

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** "14 Apr 2021, 8:43 PM" in UTC, computed plainly. */
function createdDateOf(date: Date): string {
  const hours = date.getUTCHours()
  const minutes = String(date.getUTCMinutes()).padStart(2, '0')
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

async function expected(options: {
  q?: string
  sortBy?: 'name'
  orderBy?: 'asc' | 'desc'
  page?: number
  itemsPerPage?: number
}) {
  const { q, sortBy, orderBy = 'asc', page = 1, itemsPerPage = 10 } = options
  const rows = (await api.db.select().from(permissions)).map((row) => ({
    id: row.id,
    name: row.name,
    assignedTo: row.assignedTo,
    createdDate: createdDateOf(row.createdAt),
    createdAt: `${row.createdAt.toISOString().slice(0, 19)}Z`,
  }))
  const term = q?.toLowerCase()
  const matching = rows.filter(
    (row) =>
      !term ||
      row.name.toLowerCase().includes(term) ||
      row.createdDate.toLowerCase().includes(term) ||
      row.assignedTo.some((role) => role.toLowerCase().startsWith(term)),
  )
  const direction = orderBy === 'desc' ? -1 : 1
  matching.sort((a, b) => {
    const byKey = sortBy ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : 0
    return direction * (byKey || a.id - b.id)
  })
  return {
    permissions: matching.slice((page - 1) * itemsPerPage, page * itemsPerPage),
    totalPermissions: matching.length,
    totalIsLowerBound: false,
  }
}

describe('permissions of /api/apps/permissions', () => {
  const cases = [
    { method: 'GET', path: '/api/apps/permissions' },
    { method: 'POST', path: '/api/apps/permissions', body: { name: 'x' } },
    { method: 'PUT', path: '/api/apps/permissions/1', body: { name: 'x' } },
    { method: 'DELETE', path: '/api/apps/permissions/1' },
  ]
  itRefusesVisitorsAndClients(signedIn, cases)
})

describe('GET /api/apps/permissions', () => {
  const cases: Parameters<typeof expected>[0][] = [
    {},
    { sortBy: 'name' },
    { sortBy: 'name', orderBy: 'desc', itemsPerPage: 3, page: 2 },
    { q: 'manage' },
    // A role prefix: "main" starts "maintainer".
    { q: 'main' },
    // Only the start of a role name counts: "ainer" is inside "maintainer" but starts none.
    { q: 'ainer' },
    { q: 'Nov' },
    { q: '%' },
  ]
  it.each(cases)('%o matches a plain computation over the stored rows', async (options) => {
    const query = new URLSearchParams(
      Object.entries(options).map(([key, value]): [string, string] => [key, String(value)]),
    )
    const answer = await asAdmin(`/api/apps/permissions?${query}`)
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual(await expected(options))
  })
  it('400 for an unknown sortBy or a bad page', async () => {
    expect((await asAdmin('/api/apps/permissions?sortBy=createdAt')).status).toBe(400)
    expect((await asAdmin('/api/apps/permissions?page=0')).status).toBe(400)
  })
})

describe('writing permissions', () => {
  it('creates, renames, reassigns and deletes', async () => {
    const created = await asAdmin('/api/apps/permissions', {
      method: 'POST',
      body: { name: 'Export Reports', assignedTo: ['admin', 'editor', 'admin'] },
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ name: 'Export Reports', assignedTo: ['admin', 'editor'] })
    expect(created.json.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/)
    const updated = await asAdmin(`/api/apps/permissions/${created.json.id}`, {
      method: 'PUT',
      body: { name: 'Export All Reports', assignedTo: ['maintainer'] },
    })
    expect(updated.status).toBe(200)
    expect(updated.json).toMatchObject({
      id: created.json.id,
      name: 'Export All Reports',
      assignedTo: ['maintainer'],
    })
    expect((await asAdmin(`/api/apps/permissions/${created.json.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await asAdmin(`/api/apps/permissions/${created.json.id}`, { method: 'DELETE' })).status).toBe(404)
  })
  it('refuses unknown roles (400), a taken name (409), an empty name (400), and an unknown id (404)', async () => {
    const unknown = await asAdmin('/api/apps/permissions', {
      method: 'POST',
      body: { name: 'Ghost', assignedTo: ['administrator'] },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.errors.assignedTo[0]).toMatch(/administrator/)
    expect(
      (await asAdmin('/api/apps/permissions', { method: 'POST', body: { name: 'management' } })).status,
    ).toBe(409)
    expect((await asAdmin('/api/apps/permissions', { method: 'POST', body: { name: '  ' } })).status).toBe(
      400,
    )
    expect(
      (await asAdmin('/api/apps/permissions/999999', { method: 'PUT', body: { name: 'Nobody' } })).status,
    ).toBe(404)
  })
})
