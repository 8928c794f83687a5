// keepingRoleAdministration under concurrency: two changes that each look harmless alone (each of
// the last two managers leaves) must not both pass. On PostgreSQL the two transactions really
// overlap (the pool has several connections); the change waits long enough for the other to start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { defineAbilityFor } from '@aurum/shared'
import { roles, users } from '../../db/schema/index.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { keepingRoleAdministration } from './service.js'

let api: TestApp

beforeAll(async () => {
  api = await createTestApp()
})
afterAll(() => api.close())

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('keepingRoleAdministration', () => {
  it('runs concurrent changes one after the other, so the last two managers cannot both leave', async () => {
    const managerRoles = (await api.db.select().from(roles))
      .filter((role) => defineAbilityFor(role.rules).can('update', 'Role'))
      .map((role) => role.name)
    const managers = (await api.db.select().from(users)).filter(
      (row) => managerRoles.includes(row.role) && row.status === 'active',
    )
    const [first, second, ...others] = managers
    expect(second).toBeDefined()
    if (others.length)
      await api.db
        .update(users)
        .set({ status: 'inactive' })
        .where(
          inArray(
            users.id,
            others.map((row) => row.id),
          ),
        )

    // Different plans, so the two updates touch different user_counts rows: nothing but the lock
    // under test makes one transaction wait for the other. Both can sign in (only those count).
    await api.db
      .update(users)
      .set({ currentPlan: 'basic', passwordHash: first!.passwordHash ?? 'a-stored-hash' })
      .where(eq(users.id, first!.id))
    await api.db
      .update(users)
      .set({ currentPlan: 'team', passwordHash: second!.passwordHash ?? 'a-stored-hash' })
      .where(eq(users.id, second!.id))

    const leave = (userId: number) =>
      keepingRoleAdministration(api.db, { actingUserId: userId, actorMayLeave: true }, async (tx) => {
        await tx.update(users).set({ status: 'inactive' }).where(eq(users.id, userId))
        // Long enough for the other transaction to make its own change, were it not made to wait.
        await pause(300)
      }).then(
        () => 'left',
        (error: { status?: number }) => error.status,
      )
    const outcomes = await Promise.all([leave(first!.id), leave(second!.id)])
    expect(outcomes.sort()).toEqual([409, 'left'].sort())
    expect(
      (await api.db.select().from(users)).filter(
        (row) => managerRoles.includes(row.role) && row.status === 'active',
      ),
    ).toHaveLength(1)
  })
})
