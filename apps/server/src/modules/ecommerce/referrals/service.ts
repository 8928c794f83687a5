// Rules of the referrals module: amounts as the spec's dollar text, and what the summary cards
// mean (earnings leave out rejected referrals; the conversion rate is the share paid out).
import {
  formatDollars,
  type Referral,
  type ReferralExportQuery,
  type ReferralListQuery,
  type ReferralListResponse,
  type ReferralStats,
  type ReferralStatus,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import * as referralsRepo from './repo.js'

function toReferral({ userName, value, earning, status, ...row }: referralsRepo.ReferralRow): Referral {
  return {
    ...row,
    user: userName,
    status: status as ReferralStatus,
    value: formatDollars(value),
    earning: formatDollars(earning),
    valueAmount: value,
    earningAmount: earning,
  }
}

export async function listReferrals(db: Db, query: ReferralListQuery): Promise<ReferralListResponse> {
  const { rows, ...total } = await referralsRepo.selectReferralsPage(db, query)
  return { referrals: rows.map(toReferral), ...total }
}

/** The CSV export's batches, in the list's order. */
export async function* exportReferrals(
  db: Db,
  query: ReferralExportQuery,
  size: number,
): AsyncGenerator<Referral[]> {
  for await (const rows of referralsRepo.selectReferralBatches(db, query, size)) yield rows.map(toReferral)
}

const round2 = (value: number) => Math.round(value * 100) / 100

export async function getReferralStats(db: Db): Promise<ReferralStats> {
  const totals = await referralsRepo.referralTotals(db)
  return {
    totalEarnings: round2(totals.totalEarnings),
    unpaidEarnings: round2(totals.unpaidEarnings),
    paidEarnings: round2(totals.paidEarnings),
    signups: totals.signups,
    statuses: [
      { status: 'Paid', referrals: totals.paid },
      { status: 'Unpaid', referrals: totals.unpaid },
      { status: 'Rejected', referrals: totals.rejected },
    ],
    conversionRate: totals.signups === 0 ? 0 : Math.round((totals.paid / totals.signups) * 1000) / 10,
  }
}
