// SQL of the referrals module: the filtered, sorted, paged list, its count and the summary sums.
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { ReferralExportQuery } from '@aurum/shared'
import type { Db } from '../../../db/client.js'
import { referrals } from '../../../db/schema/index.js'
import { orderByColumns, searchColumns } from '../../../db/sql-helpers.js'

const referralColumns = {
  id: referrals.id,
  userName: referrals.userName,
  email: referrals.email,
  avatar: referrals.avatar,
  referredId: referrals.referredId,
  status: referrals.status,
  value: referrals.value,
  earning: referrals.earning,
}

const sortColumns = {
  users: referrals.userName,
  'referred-id': referrals.referredId,
  earning: referrals.earning,
  value: referrals.value,
  status: referrals.status,
} as const

type ReferralFilter = Pick<ReferralExportQuery, 'q' | 'status'>

function listFilter(filter: ReferralFilter): SQL | undefined {
  return and(
    searchColumns(filter.q, [referrals.userName, referrals.email]),
    filter.status ? eq(referrals.status, filter.status) : undefined,
  )
}

/** Rows `offset … offset + limit` of the list in its order (the list page and the CSV batches). */
export function selectReferrals(db: Db, query: ReferralExportQuery, offset: number, limit: number) {
  const sortKey = query.sortBy ? sortColumns[query.sortBy] : referrals.id
  return db
    .select(referralColumns)
    .from(referrals)
    .where(listFilter(query))
    .orderBy(...orderByColumns(sortKey, query.orderBy, referrals.id))
    .limit(limit)
    .offset(offset)
}
export type ReferralRow = Awaited<ReturnType<typeof selectReferrals>>[number]

export async function countReferrals(db: Db, filter: ReferralFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(referrals).where(listFilter(filter))
  return row?.total ?? 0
}

const earningsWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${referrals.earning}) filter (where ${condition}), 0)::float8`.mapWith(Number)
const referralsWhere = (status: string) =>
  sql<number>`count(*) filter (where ${referrals.status} = ${status})`.mapWith(Number)

/** The summary cards' sums and counts in one pass over the table. */
export async function referralTotals(db: Db) {
  const [row] = await db
    .select({
      signups: count(),
      totalEarnings: earningsWhere(sql`${referrals.status} <> 'Rejected'`),
      unpaidEarnings: earningsWhere(sql`${referrals.status} = 'Unpaid'`),
      paidEarnings: earningsWhere(sql`${referrals.status} = 'Paid'`),
      paid: referralsWhere('Paid'),
      unpaid: referralsWhere('Unpaid'),
      rejected: referralsWhere('Rejected'),
    })
    .from(referrals)
  return row!
}
