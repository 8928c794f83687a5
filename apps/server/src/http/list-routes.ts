// The routes every list of the API has, declared once: the page (GET <path>), the stat cards'
// figures (GET <path>/stats) and the CSV export of every row the filters select, in the list's
// order (GET <path>/export.csv). A list module declares its schemas and calls; the access rule is
// `read` on its subject for all three.
import type { z } from 'zod'
import { fieldErrorsSchema, type Subject } from '@aurum/shared'
import type { ApiRouter } from './api-router.js'
import { csvResponse, type CsvColumn } from './csv.js'

type AnySchema = z.ZodType

export type ListRoutesSpec<Query extends AnySchema, ExportQuery extends AnySchema, Row> = {
  /** The list's path, e.g. '/apps/ecommerce/products'. */
  path: string
  subject: Subject
  tags: string[]
  summary: string
  description?: string
  query: Query
  response: AnySchema
  list: (query: z.output<Query>) => Promise<unknown>
  stats?: { summary: string; schema: AnySchema; read: () => Promise<unknown> }
  export?: {
    /** Noun of the rows, for the summary and the file name (e.g. 'products' → products.csv). */
    noun: string
    query: ExportQuery
    columns: CsvColumn<Row>[]
    batches: (query: z.output<ExportQuery>, size: number) => AsyncIterable<Row[]>
  }
}

/** Registers the list's routes on `router`; call it before the list's `/:id` routes. */
export function listRoutes<Query extends AnySchema, ExportQuery extends AnySchema, Row>(
  spec: ListRoutesSpec<Query, ExportQuery, Row>,
) {
  const access = { action: 'read', subject: spec.subject } as const
  const invalid = { description: 'Invalid query', schema: fieldErrorsSchema }
  return (router: ApiRouter) => {
    router.get(
      {
        path: spec.path,
        summary: spec.summary,
        description: spec.description,
        tags: spec.tags,
        access,
        query: spec.query,
        responses: {
          200: { description: 'A page and the number of matching rows', schema: spec.response },
          400: invalid,
        },
      },
      async (c, { query }) => c.json(await spec.list(query as z.output<Query>)),
    )
    const stats = spec.stats
    if (stats)
      router.get(
        {
          path: `${spec.path}/stats`,
          summary: stats.summary,
          tags: spec.tags,
          access,
          responses: { 200: { description: 'The figures', schema: stats.schema } },
        },
        async (c) => c.json(await stats.read()),
      )
    const exported = spec.export
    if (exported)
      router.get(
        {
          path: `${spec.path}/export.csv`,
          summary: `CSV of every ${exported.noun.replace(/s$/, '')} the list's filters select, in the list's order (all pages, streamed)`,
          tags: spec.tags,
          access,
          query: exported.query,
          responses: { 200: { description: 'CSV file', contentType: 'text/csv' }, 400: invalid },
        },
        (c, { query }) =>
          csvResponse(c, `${exported.noun}.csv`, exported.columns, (size) =>
            exported.batches(query as z.output<ExportQuery>, size),
          ),
      )
    return router
  }
}
