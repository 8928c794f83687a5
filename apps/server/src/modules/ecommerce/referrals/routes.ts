// HTTP of /api/apps/ecommerce/referrals (spec section 7): list, summary and CSV export.
import {
  referralExportQuerySchema,
  referralListQuerySchema,
  referralListResponseSchema,
  referralStatsSchema,
  type Referral,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { ApiRouter } from '#server/http/api-router.js'
import { csvMoney, type CsvColumn } from '#server/http/csv.js'
import { listRoutes } from '#server/http/list-routes.js'
import * as referralsService from './service.js'

// Amounts as plain numbers so spreadsheets can sum them.
const csvColumns: CsvColumn<Referral>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'user', value: (row) => row.user },
  { header: 'email', value: (row) => row.email },
  { header: 'referredId', value: (row) => row.referredId },
  { header: 'status', value: (row) => row.status },
  { header: 'value', value: (row) => csvMoney(row.valueAmount) },
  { header: 'earning', value: (row) => csvMoney(row.earningAmount) },
]

export function createReferralsRouter({ db }: { db: Db }) {
  return new ApiRouter().include(
    listRoutes({
      path: '/apps/ecommerce/referrals',
      subject: 'Referral',
      tags: ['ecommerce'],
      summary: 'List referrals: sort and page; beyond the spec, q (user name or email) and status',
      query: referralListQuerySchema,
      response: referralListResponseSchema,
      list: (query) => referralsService.listReferrals(db, query),
      stats: {
        summary:
          'Referral summary: total earnings (not rejected), unpaid and paid earnings, signups, referrals per status, conversion rate (paid / signups)',
        schema: referralStatsSchema,
        read: () => referralsService.getReferralStats(db),
      },
      export: {
        noun: 'referrals',
        query: referralExportQuerySchema,
        columns: csvColumns,
        batches: (query, size) => referralsService.exportReferrals(db, query, size),
      },
    }),
  )
}
