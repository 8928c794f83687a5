// CSV export of a list: the rows the list's filters select (every page, in the list's order),
// streamed in keyset batches (db/list-kit.ts) so a million-row export never sits in memory.
import type { AppContext } from './api-router.js'

/** A number written with a fixed count of decimals ("-268.84"), still a number to a spreadsheet. */
export type CsvNumber = { readonly numberText: string }

export type CsvValue = string | number | boolean | CsvNumber | null | undefined

export type CsvColumn<Row> = {
  header: string
  value: (row: Row) => CsvValue
}

/** Dollars with their cents ("12.50"), written as a number: never guarded or quoted as text. */
export function csvMoney(value: number): CsvNumber {
  return { numberText: value.toFixed(2) }
}

/**
 * One cell. Numbers are written as numbers. Text is RFC 4180 quoted, and quoted too when it holds
 * a `;` or a tab: a spreadsheet that splits on semicolons (most European locales) must not start a
 * new cell inside it. Text starting with = + - @ (or a tab or return) gets a leading ' so a
 * spreadsheet shows it instead of running it as a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'object') return value.numberText
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function csvLine<Row>(columns: CsvColumn<Row>[], row: Row): string {
  return `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`
}

const CSV_BATCH_SIZE = 1000

/**
 * Streams the batches `batches(CSV_BATCH_SIZE)` yields, one at a time as the client reads. The
 * header row goes out first; a UTF-8 byte order mark lets Excel read accents and Arabic correctly.
 */
export function csvResponse<Row>(
  c: AppContext,
  fileName: string,
  columns: CsvColumn<Row>[],
  batches: (size: number) => AsyncIterable<Row[]>,
): Response {
  const encoder = new TextEncoder()
  const iterator = batches(CSV_BATCH_SIZE)[Symbol.asyncIterator]()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(`\uFEFF${columns.map((column) => csvCell(column.header)).join(',')}\r\n`),
      )
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) return controller.close()
      if (next.value.length)
        controller.enqueue(encoder.encode(next.value.map((row) => csvLine(columns, row)).join('')))
    },
    async cancel() {
      await iterator.return?.(undefined)
    },
  })
  return c.body(stream, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  })
}
