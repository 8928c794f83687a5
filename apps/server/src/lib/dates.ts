// Date helpers shared by the demo data and the running app.

/** 'YYYY-MM-DD' of a Date, in UTC (date columns are kept as strings). */
export function isoDate(value: Date): string {
  return value.toISOString().slice(0, 10)
}
