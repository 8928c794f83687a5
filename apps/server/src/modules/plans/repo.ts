// SQL of the subscription plans (the pricing page and the billing tab sell the same rows).
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { plans } from '../../db/schema/index.js'

export async function selectPlans(db: Db) {
  return db.select().from(plans).orderBy(asc(plans.position))
}

export async function findPlan(db: Db, code: string) {
  const [row] = await db.select().from(plans).where(eq(plans.code, code))
  return row
}
