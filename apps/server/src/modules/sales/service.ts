// Rules of the data-table page's sales: the spec's shape (a product, its buyer, the payment, and
// the date written like '30 Apr 2020'), from the stored rows.
import type { SaleDetail, SalesListQuery, SalesListResponse } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import * as salesRepo from './repo.js'
import type { SaleRow } from './repo.js'

const SPEC_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2020-04-30' → '30 Apr 2020' (the spec's sample format; en-GB writes 'Sept' for September). */
export function specDate(isoDate: string): string {
  return SPEC_DATE.format(new Date(`${isoDate}T00:00:00Z`)).replace('Sept', 'Sep')
}

function saleAnswer(row: SaleRow): SaleDetail {
  return {
    id: row.id,
    product: {
      id: row.id,
      name: row.productName,
      slug: row.productSlug,
      brand: row.productBrand,
      category: row.productCategory,
      price: row.productPrice,
      image: row.productImage,
      hasFreeShipping: row.hasFreeShipping,
      rating: row.productRating,
      description: row.productDescription,
    },
    date: specDate(row.saleDate),
    isoDate: row.saleDate,
    buyer: { name: row.buyerName, avatar: row.buyerAvatar },
    payment: {
      total: row.paymentTotal,
      receivedPaymentStatus: row.receivedPaymentStatus as SaleDetail['payment']['receivedPaymentStatus'],
      paidAmount: row.paidAmount,
      status: row.paymentStatus as SaleDetail['payment']['status'],
    },
  }
}

export async function listSales(db: Db, query: SalesListQuery): Promise<SalesListResponse> {
  const page = await salesRepo.selectSalesPage(db, query)
  return { salesDetails: page.rows.map(saleAnswer), total: page.total }
}
