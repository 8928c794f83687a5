// CSV export of a list: the rows the list's filters select (every page, in the list's order),
// streamed in batches so a million-row export never sits in memory.
import type { AppContext } from './api-router.js'

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | boolean | null | undefined }

/** RFC 4180 quoting; a leading = + - @ is prefixed with ' so spreadsheets do not run it as a formula. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine<Row>(columns: CsvColumn<Row>[], row: Row): string {
  return `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`
}

export const CSV_BATCH_SIZE = 1000

/**
 * Streams `fetchBatch(offset, limit)` until a short batch. The header row goes out first; a UTF-8
 * byte order mark lets Excel read accents and Arabic correctly.
 */
export function csvResponse<Row>(
  c: AppContext,
  fileName: string,
  columns: CsvColumn<Row>[],
  fetchBatch: (offset: number, limit: number) => Promise<Row[]>,
): Response {
  const encoder = new TextEncoder()
  let offset = 0
  let done = false
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${columns.map((column) => csvCell(column.header)).join(',')}\r\n`))
    },
    async pull(controller) {
      if (done) return controller.close()
      const rows = await fetchBatch(offset, CSV_BATCH_SIZE)
      offset += rows.length
      if (rows.length < CSV_BATCH_SIZE) done = true
      if (rows.length) controller.enqueue(encoder.encode(rows.map((row) => csvLine(columns, row)).join('')))
      if (done) controller.close()
    },
  })
  return c.body(stream, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  })
}
