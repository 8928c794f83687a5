// SQL of the referrals module: the list (through the list kit) and the summary sums.
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { ReferralExportQuery, ReferralListQuery, ReferralSortKey } from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { referrals } from '#server/db/schema/index.js'
import { defineList, type PickedPage } from '#server/db/list-kit.js'
import { searchColumns } from '#server/db/sql-helpers.js'

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

type ReferralFilter = Pick<ReferralExportQuery, 'q' | 'status'>

const referralList = defineList<ReferralSortKey, ReferralFilter>({
  table: referrals,
  id: referrals.id,
  sorts: {
    users: { column: referrals.userName, type: 'text' },
    'referred-id': { column: referrals.referredId, type: 'integer' },
    earning: { column: referrals.earning, type: 'numeric' },
    value: { column: referrals.value, type: 'numeric' },
    status: { column: referrals.status, type: 'text' },
  },
  defaultSort: (orderBy) => ({ column: referrals.id, type: 'integer', orderBy }),
  ties: 'same',
  where: (filter) =>
    and(
      searchColumns(filter.q, [referrals.userName, referrals.email]),
      filter.status ? eq(referrals.status, filter.status) : undefined,
    ),
  searches: (filter) => Boolean(filter.q),
})

const readReferrals = (db: Db) => (picked: PickedPage) =>
  db
    .select({ ...referralColumns, total: picked.total })
    .from(picked)
    .innerJoin(referrals, eq(referrals.id, picked.id))

export type ReferralRow = SelectResultFields<typeof referralColumns>

export function selectReferralsPage(db: Db, query: ReferralListQuery) {
  return referralList.page<ReferralRow>(db, query, readReferrals(db))
}

/** The CSV export's batches, in the list's order. */
export function selectReferralBatches(db: Db, query: ReferralExportQuery, size: number) {
  return referralList.batches<ReferralRow>(db, query, readReferrals(db), size)
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
