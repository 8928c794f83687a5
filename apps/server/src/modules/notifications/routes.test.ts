// Notifications over the seeded database: each user reads only their own, notify() reaches the
// users addressed (by id or by ability, never the author), and the events that write them (a
// product running out, one's own role changed) do.
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { productCreateSchema, userUpdateSchema, type NotificationListResponse } from '@aurum/shared'
import { notifications, products, users } from '../../db/schema/index.js'
import { useTestAppWithLogins, type SignedInRequest } from '../../test/test-app.js'
import { notify } from './service.js'

let adminId: number
let clientId: number

const { api, admin, client } = useTestAppWithLogins()

beforeAll(async () => {
  const byEmail = async (email: string) =>
    (await api.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id
  adminId = await byEmail('admin@demo.com')
  clientId = await byEmail('client@demo.com')
})

const listOf = async (as: SignedInRequest) =>
  (await as('/api/notifications')).json as NotificationListResponse
const rowsOf = (userId: number) => api.db.select().from(notifications).where(eq(notifications.userId, userId))

describe('notifications', () => {
  it('answers 401 without a session', async () => {
    expect((await api.request('/api/notifications')).status).toBe(401)
    expect((await api.request('/api/notifications/read-all', { method: 'POST' })).status).toBe(401)
  })

  it("lists the caller's own, newest first, with the unread count the table holds", async () => {
    const list = await listOf(admin)
    const stored = await rowsOf(adminId)
    expect(list.notifications.length).toBe(Math.min(stored.length, 20))
    expect(list.unread).toBe(stored.filter((row) => row.readAt === null).length)
    const ids = list.notifications.map((item) => item.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect((await listOf(client)).notifications.every((item) => !ids.includes(item.id))).toBe(true)
  })

  it('notify() by ability reaches those whose role allows it, not the author nor the others', async () => {
    const before = (await rowsOf(clientId)).length
    const written = await notify(api.db, {
      ability: { action: 'manage', subject: 'all' },
      kind: 'newOrder',
      params: { order: 1, customer: 'Test' },
      link: '/apps/ecommerce/order/details/1',
    })
    expect(written).toBeGreaterThan(0)
    expect((await rowsOf(clientId)).length).toBe(before)
    const newest = (await listOf(admin)).notifications[0]!
    expect(newest).toMatchObject({ kind: 'newOrder', read: false, link: '/apps/ecommerce/order/details/1' })
    expect(
      await notify(api.db, {
        userIds: [adminId],
        exceptUserId: adminId,
        kind: 'newOrder',
      }),
    ).toBe(0)
  })

  it("a user cannot mark another's notification read; mark one and mark all do", async () => {
    const mine = (await listOf(admin)).notifications.find((item) => !item.read)!
    expect((await client(`/api/notifications/${mine.id}/read`, { method: 'POST' })).status).toBe(404)
    expect((await admin(`/api/notifications/${mine.id}/read`, { method: 'POST' })).status).toBe(204)
    expect((await listOf(admin)).notifications.find((item) => item.id === mine.id)!.read).toBe(true)
    expect((await admin('/api/notifications/abc/read', { method: 'POST' })).status).toBe(400)
    expect((await admin('/api/notifications/read-all', { method: 'POST' })).status).toBe(204)
    expect((await listOf(admin)).unread).toBe(0)
  })

  it('a product that runs out notifies whoever may update products, except who saved it', async () => {
    const [product] = await api.db.select().from(products).where(gt(products.qty, 0)).limit(1)
    const detail = (await admin(`/api/apps/ecommerce/products/${product!.id}`)).json
    const body = productCreateSchema.parse({ ...detail, price: detail.priceValue, qty: 0, stock: false })
    const editorsBefore = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'outOfStock'), isNull(notifications.readAt)))
    const saved = await admin(`/api/apps/ecommerce/products/${product!.id}`, { method: 'PUT', body })
    expect(saved.status).toBe(200)
    const after = await api.db.select().from(notifications).where(eq(notifications.kind, 'outOfStock'))
    const fresh = after.filter((row) => !editorsBefore.some((old) => old.id === row.id))
    expect(fresh.length).toBeGreaterThan(0)
    expect(fresh.every((row) => row.userId !== adminId)).toBe(true)
    expect(fresh[0]).toMatchObject({
      params: { product: product!.productName },
      link: `/apps/ecommerce/product/edit/${product!.id}`,
    })
  })

  it("changing a user's role tells that user", async () => {
    const [someone] = await api.db.select().from(users).where(eq(users.role, 'subscriber')).limit(1)
    const detail = (await admin(`/api/apps/users/${someone!.id}`)).json
    const body = { ...userUpdateSchema.parse(detail), role: 'editor' }
    expect((await admin(`/api/apps/users/${someone!.id}`, { method: 'PUT', body })).status).toBe(200)
    const theirs = await rowsOf(someone!.id)
    expect(theirs.at(-1)).toMatchObject({ kind: 'roleChanged', params: { role: 'editor' }, readAt: null })
  })
})
