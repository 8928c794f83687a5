// The sales table of the data-table page: a product, its buyer and the payment.
import { boolean, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { serialId } from './columns.js'

export const salesDetails = pgTable(
  'sales_details',
  {
    id: serialId(),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    productBrand: text('product_brand').notNull(),
    productCategory: text('product_category').notNull(),
    productPrice: numeric('product_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    productImage: text('product_image').notNull(),
    hasFreeShipping: boolean('has_free_shipping').notNull(),
    /** 1 to 5. */
    productRating: integer('product_rating').notNull(),
    productDescription: text('product_description').notNull(),
    /** The API formats it like '30 Apr 2020'. */
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerAvatar: text('buyer_avatar'),
    paymentTotal: numeric('payment_total', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** Fully Paid, Partially Paid or Unpaid. */
    receivedPaymentStatus: text('received_payment_status').notNull(),
    paidAmount: numeric('paid_amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** Completed, Confirmed or Cancelled. */
    paymentStatus: text('payment_status').notNull(),
  },
  (t) => [index('sales_details_date_idx').on(t.saleDate, t.id)],
)
