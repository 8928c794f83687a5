// Calls of the data-table page: GET /api/pages/datatable (the sales details), flattened into the
// table's rows.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { salesListResponseSchema, type SaleDetail, type SalesListQuery } from '@aurum/shared'
import { apiCall } from '@/lib/api-client'

const SALES_PATH = '/api/pages/datatable'

/** One row of the table: a sale with its product, buyer and payment side by side. */
export type SaleTableRow = {
  id: number
  productName: string
  productBrand: string
  productImage: string
  isoDate: string
  buyerName: string
  buyerAvatar: string | null
  total: number
  paidAmount: number
  status: SaleDetail['payment']['status']
  received: SaleDetail['payment']['receivedPaymentStatus']
}

const tableRow = (sale: SaleDetail): SaleTableRow => ({
  id: sale.id,
  productName: sale.product.name,
  productBrand: sale.product.brand,
  productImage: sale.product.image,
  isoDate: sale.isoDate,
  buyerName: sale.buyer.name,
  buyerAvatar: sale.buyer.avatar,
  total: sale.payment.total,
  paidAmount: sale.payment.paidAmount,
  status: sale.payment.status,
  received: sale.payment.receivedPaymentStatus,
})

const salesKeys = { list: (query: SalesListQuery) => ['sales', 'list', query] as const }

export function useSales(query: SalesListQuery) {
  return useQuery(
    queryOptions({
      queryKey: salesKeys.list(query),
      queryFn: async ({ signal }) => {
        const answer = await apiCall(salesListResponseSchema, SALES_PATH, { query, signal })
        return { sales: answer.salesDetails.map(tableRow), total: answer.total }
      },
      placeholderData: keepPreviousData,
    }),
  )
}
