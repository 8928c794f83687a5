// HTTP of /api/apps/ecommerce/referrals (spec section 7): list, summary and CSV export.
import {
  fieldErrorsSchema,
  referralExportQuerySchema,
  referralListQuerySchema,
  referralListResponseSchema,
  referralStatsSchema,
  type Referral,
} from '@aurum/shared'
import type { Db } from '../../../db/client.js'
import { ApiRouter } from '../../../http/api-router.js'
import { csvResponse, type CsvColumn } from '../../../http/csv.js'
import * as referralsService from './service.js'

// Amounts as plain numbers so spreadsheets can sum them.
const csvColumns: CsvColumn<Referral>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'user', value: (row) => row.user },
  { header: 'email', value: (row) => row.email },
  { header: 'referredId', value: (row) => row.referredId },
  { header: 'status', value: (row) => row.status },
  { header: 'value', value: (row) => row.valueAmount.toFixed(2) },
  { header: 'earning', value: (row) => row.earningAmount.toFixed(2) },
]

export function createReferralsRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/apps/ecommerce/referrals',
        summary: 'List referrals: sort and page; beyond the spec, q (user name or email) and status',
        tags: ['ecommerce'],
        access: { action: 'read', subject: 'Referral' },
        query: referralListQuerySchema,
        responses: {
          200: { description: 'A page of referrals and the number matching', schema: referralListResponseSchema },
          400: { description: 'Invalid query', schema: fieldErrorsSchema },
        },
      },
      async (c, { query }) => c.json(await referralsService.listReferrals(db, query)),
    )
    .get(
      {
        path: '/apps/ecommerce/referrals/stats',
        summary:
          'Referral summary: total earnings (not rejected), unpaid and paid earnings, signups, referrals per status, conversion rate (paid / signups)',
        tags: ['ecommerce'],
        access: { action: 'read', subject: 'Referral' },
        responses: { 200: { description: 'The summary', schema: referralStatsSchema } },
      },
      async (c) => c.json(await referralsService.getReferralStats(db)),
    )
    .get(
      {
        path: '/apps/ecommerce/referrals/export.csv',
        summary: "CSV of every referral the list's filters select, in the list's order (streamed)",
        tags: ['ecommerce'],
        access: { action: 'read', subject: 'Referral' },
        query: referralExportQuerySchema,
        responses: {
          200: { description: 'The referrals as CSV', contentType: 'text/csv' },
          400: { description: 'Invalid query', schema: fieldErrorsSchema },
        },
      },
      (c, { query }) =>
        csvResponse(c, 'referrals.csv', csvColumns, (offset, limit) =>
          referralsService.exportReferrals(db, query, offset, limit),
        ),
    )
}
