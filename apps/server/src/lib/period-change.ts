// The one rule for every period-over-period change the server answers (the CRM and e-commerce
// dashboards' months, the analytics dashboard's periods, the reviews' weeks).

export type PeriodChange = { current: number; previous: number; changePercent: number | null }

/** When the period before began, and when the records the figure counts began (null: none yet). */
export type PeriodCoverage = { previousFrom: Date; recordsSince: Date | null }

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * A figure against the same figure over the period before, with the change in percent (one
 * decimal); no change (null, which the web shows as new) when the period before gives nothing to
 * measure against: its figure is 0, or the records began after it started, so it holds part of
 * that period at most. A store whose first order came on the last day of the period before would
 * otherwise read "+9,800 %" for a year that only began.
 */
export function periodChange(current: number, previous: number, coverage?: PeriodCoverage): PeriodChange {
  const partial =
    coverage !== undefined &&
    (coverage.recordsSince === null || coverage.recordsSince > coverage.previousFrom)
  return {
    current: round2(current),
    previous: round2(previous),
    changePercent:
      previous === 0 || partial ? null : Math.round(((current - previous) / previous) * 1000) / 10,
  }
}
