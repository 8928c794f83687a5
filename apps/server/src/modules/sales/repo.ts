// SQL of the data-table page's sales: one page of the searched, filtered and sorted list with its total.
import { and, eq } from 'drizzle-orm'
import type { SaleSortKey, SalesListQuery } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { defineList, type PickedPage } from '../../db/list-kit.js'
import { salesDetails } from '../../db/schema/index.js'
import { searchColumns } from '../../db/sql-helpers.js'

type SalesFilter = Pick<SalesListQuery, 'q' | 'status'>

const salesList = defineList<SaleSortKey, SalesFilter>({
  table: salesDetails,
  id: salesDetails.id,
  sorts: {
    date: { column: salesDetails.saleDate, type: 'date' },
    product: { column: salesDetails.productName, type: 'text' },
    buyer: { column: salesDetails.buyerName, type: 'text' },
    total: { column: salesDetails.paymentTotal, type: 'numeric' },
    status: { column: salesDetails.paymentStatus, type: 'text' },
  },
  // Newest sale first, as a sales table opens.
  defaultSort: (orderBy) => ({
    column: salesDetails.saleDate,
    type: 'date',
    orderBy: orderBy === 'asc' ? 'desc' : 'asc',
  }),
  ties: 'same',
  where: (filter) =>
    and(
      searchColumns(filter.q, [salesDetails.productName, salesDetails.productBrand, salesDetails.buyerName]),
      filter.status ? eq(salesDetails.paymentStatus, filter.status) : undefined,
    ),
  searches: (filter) => Boolean(filter.q),
})

export type SaleRow = typeof salesDetails.$inferSelect

const readSales = (db: Db) => (picked: PickedPage) =>
  db
    .select({ row: salesDetails, total: picked.total })
    .from(picked)
    .innerJoin(salesDetails, eq(salesDetails.id, picked.id))

export async function selectSalesPage(db: Db, query: SalesListQuery) {
  const { page, itemsPerPage, sortBy, orderBy, q, status } = query
  const result = await salesList.page<{ row: SaleRow }>(
    db,
    { page, itemsPerPage, sortBy, orderBy, q, status },
    readSales(db),
  )
  return { rows: result.rows.map((entry) => entry.row), total: result.total }
}
