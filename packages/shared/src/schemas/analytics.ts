// Contracts of the analytics dashboard: recording a page view of the app, and the period's figures.
import { z } from 'zod'
import { rowCountSchema as count } from './common.js'

export const pageViewSchema = z.object({
  /** The page's path; a query or fragment is cut off before it is stored. */
  path: z.string().trim().min(1).max(300).regex(/^\//, 'a path starts with /'),
  /** The tab's anonymous session id. */
  sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
})
export type PageView = z.infer<typeof pageViewSchema>

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '365d'] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '365d': 365,
}
export const ANALYTICS_TOP_PAGES = 6

export const analyticsQuerySchema = z.object({
  period: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(ANALYTICS_PERIODS).default('30d'),
  ),
})
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>

const comparedSchema = z.object({
  current: z.number(),
  previous: z.number(),
  /** Change from the previous period of the same length, in percent (one decimal); null without one. */
  changePercent: z.number().nullable(),
})
export type AnalyticsCompared = z.infer<typeof comparedSchema>

export const analyticsDashboardSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  /** The period: [from, to), whole UTC days ending with today. */
  from: z.string(),
  to: z.string(),
  revenue: comparedSchema,
  orders: comparedSchema,
  averageOrder: comparedSchema,
  /** Customers whose first order falls in the period. */
  newCustomers: comparedSchema,
  invoices: z.object({ issued: count, invoiced: z.number(), outstanding: z.number() }),
  /** Support activity: the messages visitors sent through the contact form. */
  support: z.object({ contactMessages: comparedSchema }),
  pageViews: comparedSchema,
  sessions: comparedSchema,
  /** One entry per day (or per week for the year), oldest first. */
  series: z.array(
    z.object({ start: z.string(), pageViews: count, sessions: count, orders: count, revenue: z.number() }),
  ),
  topPages: z.array(z.object({ path: z.string(), views: count, sessions: count })),
})
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>
