// The store: categories, products, customers, orders (with items, status history and addresses),
// reviews, referrals and the store settings page.
import { sql, type SQL } from 'drizzle-orm'
import type {
  OrderMethod,
  PaymentProvider,
  StoreContactMethod,
  StoreFieldMode,
  StoreNotificationEvent,
} from '@aurum/shared'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { cascadingId, createdAt, serialId } from './columns.js'
import { deals } from './wizards.js'

export type PostalAddress = {
  name: string
  /** Only when the checkout asked for a company. */
  company?: string
  line1: string
  line2: string
  city: string
  state: string
  postalCode: string
  country: string
  phone: string
}

export const categories = pgTable('categories', {
  id: serialId(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image'),
})

export const products = pgTable(
  'products',
  {
    id: serialId(),
    productName: text('product_name').notNull(),
    productBrand: text('product_brand').notNull(),
    category: text('category')
      .notNull()
      .references(() => categories.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    stock: boolean('stock').notNull().default(true),
    sku: text('sku').notNull().unique(),
    /** Dollars; the API formats the spec's dollar text. */
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    qty: integer('qty').notNull().default(0),
    /** Inactive, Published or Scheduled. */
    status: text('status').notNull(),
    image: text('image'),
    /** HTML. */
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /**
     * What q searches: name and brand, lower-cased once when written, joined by a character nobody
     * types (U+001F) so a term never spans the two. A LIKE on it costs a sixth of an ILIKE per row
     * (no case folding at read time), and one trigram index serves both fields.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(${products.productName} || chr(31) || ${products.productBrand})`,
      ),
  },
  (t) => [
    // Each sort index ends with the filter columns (category, status, stock): a filtered, sorted page
    // walks the sort index and filters inside it, never visiting the table for the rows it skips.
    index('products_name_idx').on(t.productName, t.id, t.category, t.status, t.stock),
    index('products_category_idx').on(t.category, t.id),
    // Ties are newest first whatever the direction (spec: "reversed then sorted"), so an ascending
    // sort on a column of a few values reads (column asc, id desc); these serve it in one walk.
    index('products_category_id_desc_idx').on(t.category, t.id.desc().nullsFirst(), t.status, t.stock),
    index('products_status_idx').on(t.status, t.id),
    index('products_status_id_desc_idx').on(t.status, t.id.desc().nullsFirst(), t.category, t.stock),
    // Prices follow the category, so a category sorted by price would otherwise walk every dearer
    // product first.
    index('products_category_price_idx').on(t.category, t.price, t.id),
    index('products_category_status_price_idx').on(t.category, t.status, t.price, t.id),
    index('products_price_idx').on(t.price, t.id, t.category, t.status, t.stock),
    index('products_qty_idx').on(t.qty, t.id, t.category, t.status, t.stock),
    index('products_sku_idx').on(t.sku, t.id, t.category, t.status, t.stock),
    index('products_stock_idx').on(t.stock, t.id),
    index('products_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
)

export type CustomerSettings = {
  notifications: { type: string; email: boolean; browser: boolean; app: boolean }[]
  twoStepEnabled: boolean
}

export const customers = pgTable(
  'customers',
  {
    id: serialId(),
    /** The spec's `customer`: the customer's full name. */
    customer: text('customer').notNull(),
    /** The spec's public `customerId` (e.g. 879861); the detail route looks customers up by it. */
    customerCode: integer('customer_code').notNull().unique(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    /** ISO 3166-1 alpha-2, lower case; the flag is derived from it. */
    countryCode: text('country_code').notNull(),
    status: text('status').notNull().default('Active'),
    contact: text('contact').notNull().default(''),
    avatar: text('avatar'),
    /** The back office's notes on the customer: notification choices and two-step sign-in (details page tabs). */
    settings: jsonb('settings')
      .$type<CustomerSettings>()
      .notNull()
      .default({ notifications: [], twoStepEnabled: false }),
    /** Denormalised from orders (kept in sync by whoever writes orders) so 1M rows sort fast. */
    orderCount: integer('order_count').notNull().default(0),
    totalSpent: numeric('total_spent', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('customers_customer_idx').on(t.customer, t.id),
    index('customers_country_idx').on(t.country, t.id),
    index('customers_order_count_idx').on(t.orderCount, t.id),
    index('customers_total_spent_idx').on(t.totalSpent, t.id),
    index('customers_customer_trgm').using('gin', t.customer.op('gin_trgm_ops')),
    index('customers_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    index('customers_country_trgm').using('gin', t.country.op('gin_trgm_ops')),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    /** The spec's `order` number shown to users. */
    orderNumber: integer('order_number').notNull().unique(),
    customerId: cascadingId('customer_id', () => customers.id),
    /** 1 to 4 (the spec's payment state). */
    payment: integer('payment').notNull(),
    /** Ready to Pickup, Dispatched, Out for Delivery or Delivered. */
    status: text('status').notNull(),
    /**
     * The money, computed once when the order is placed (orders/pricing.ts) and kept: the lines,
     * the delivery, the tax, and `spent` (the total charged) = subtotal + shipping + tax.
     */
    subtotal: numeric('subtotal', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    shipping: numeric('shipping', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    tax: numeric('tax', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    spent: numeric('spent', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** What a deal's offer code took off at the checkout (orders/pricing.ts), 0 without one. */
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** The offer code as applied; kept when the deal is later edited or deleted. */
    offerCode: text('offer_code'),
    /** The deal whose code was applied: its uses (max users, once per customer) are counted here. */
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    /** ORDER_METHODS: 'paypalLogo', a card brand, 'card' or 'manual'. */
    method: text('method').$type<OrderMethod>().notNull(),
    methodNumber: text('method_number').notNull().default(''),
    /** The manual payment method's name (Cash on Delivery) when method is 'manual'. */
    methodName: text('method_name').notNull().default(''),
    /** The spec's date and time. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    billingAddress: jsonb('billing_address').$type<PostalAddress>(),
    /** Units over the order's lines, kept by the order_items triggers (migration 0016). */
    units: integer('units').notNull().default(0),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.id),
    index('orders_ordered_at_idx').on(t.orderedAt, t.id),
    index('orders_status_idx').on(t.status, t.id),
    // A status filter with a sort: the page's ids come from one of these alone (index-only).
    index('orders_status_ordered_at_idx').on(t.status, t.orderedAt, t.id),
    index('orders_status_spent_idx').on(t.status, t.spent, t.id),
    index('orders_status_order_number_idx').on(t.status, t.orderNumber, t.id),
    // The unique index on the number alone cannot give (number, id) order without a sort step.
    index('orders_order_number_id_idx').on(t.orderNumber, t.id),
    index('orders_spent_idx').on(t.spent, t.id),
    // q matches the order number as text ("54" finds 5434).
    index('orders_order_number_trgm').using('gin', sql`(${t.orderNumber}::text) gin_trgm_ops`),
    index('orders_deal_idx').on(t.dealId, t.customerId),
    // The details page shows these figures: they must add up.
    check('orders_money_adds_up', sql`${t.spent} = ${t.subtotal} + ${t.shipping} + ${t.tax} - ${t.discount}`),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: cascadingId('order_id', () => orders.id),
    /** Null once the product is deleted; the name and price stay as sold. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    qty: integer('qty').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
)

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serialId(),
    orderId: cascadingId('order_id', () => orders.id),
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.changedAt)],
)

export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    productId: cascadingId('product_id', () => products.id),
    reviewer: text('reviewer').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar'),
    /** The API formats it month/day/year. */
    reviewDate: date('review_date', { mode: 'string' }).notNull(),
    /** Pending or Published. */
    status: text('status').notNull(),
    /** The spec's `review`: a rating from 1 to 5. */
    rating: integer('rating').notNull(),
    head: text('head').notNull(),
    para: text('para').notNull(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.id),
    index('reviews_reviewer_idx').on(t.reviewer, t.id),
    index('reviews_date_idx').on(t.reviewDate, t.id),
    index('reviews_status_idx').on(t.status, t.id),
    index('reviews_reviewer_trgm').using('gin', t.reviewer.op('gin_trgm_ops')),
    index('reviews_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    index('reviews_head_trgm').using('gin', t.head.op('gin_trgm_ops')),
    index('reviews_para_trgm').using('gin', t.para.op('gin_trgm_ops')),
  ],
)

export const referrals = pgTable(
  'referrals',
  {
    id: serialId(),
    /** The spec's `user`: the referring user's name. */
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar'),
    referredId: integer('referred_id').notNull(),
    /** Paid, Unpaid or Rejected. */
    status: text('status').notNull(),
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    earning: numeric('earning', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    index('referrals_user_name_idx').on(t.userName, t.id),
    index('referrals_referred_id_idx').on(t.referredId, t.id),
    index('referrals_status_idx').on(t.status, t.id),
    index('referrals_value_idx').on(t.value, t.id),
    index('referrals_earning_idx').on(t.earning, t.id),
  ],
)

export type StoreDetailsSettings = {
  storeName: string
  phone: string
  email: string
  senderEmail: string
  businessName: string
  address: string
  city: string
  state: string
  postalCode: string
  country: string
  timezone: string
  orderIdPrefix: string
  orderIdSuffix: string
}
export type StorePaymentsSettings = {
  providers: { name: PaymentProvider; enabled: boolean }[]
  manualMethods: string[]
}
export type StoreCheckoutSettings = {
  contactMethod: StoreContactMethod
  requireFullName: boolean
  companyName: StoreFieldMode
  addressLine2: StoreFieldMode
  shippingPhone: StoreFieldMode
}
export type StoreNotificationsSettings = {
  events: { type: StoreNotificationEvent; email: boolean; app: boolean }[]
}

export const storeSettings = pgTable('store_settings', {
  id: serialId(),
  name: text('name').notNull().unique(),
  details: jsonb('details').$type<StoreDetailsSettings>().notNull(),
  payments: jsonb('payments').$type<StorePaymentsSettings>().notNull(),
  checkout: jsonb('checkout').$type<StoreCheckoutSettings>().notNull(),
  notifications: jsonb('notifications').$type<StoreNotificationsSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/*
 * Exact counts kept by statement-level triggers (migration 0008), as user_counts does for users: a
 * list without a search term counts from a few dozen rows instead of scanning a million, and the
 * stat cards read the same rows.
 */

/** Products per (category, status, stock), with the out-of-stock count and the inventory value. */
export const productCounts = pgTable(
  'product_counts',
  {
    category: text('category').notNull(),
    status: text('status').notNull(),
    stock: boolean('stock').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** Not in stock, or in stock with a quantity of 0. */
    outOfStock: bigint('out_of_stock', { mode: 'number' }).notNull(),
    /** Sum of price × qty. */
    inventoryValue: numeric('inventory_value', { precision: 20, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.status, t.stock] })],
)

/** Orders per (status, payment), with the sum of what they cost. */
export const orderCounts = pgTable(
  'order_counts',
  {
    status: text('status').notNull(),
    payment: integer('payment').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    spent: numeric('spent', { precision: 20, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.payment] })],
)

/** Customers per status and country (the CRM dashboard's customers per country; migration 0014). */
export const customerCounts = pgTable(
  'customer_counts',
  {
    status: text('status').notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.country, t.countryCode] })],
)

/*
 * The dashboards' rollups, kept by statement-level triggers on orders (migration 0013) in the same
 * way: the monthly chart and the customer cards read a few rows instead of grouping every order.
 */

/** Orders and what they cost per calendar month (UTC), keyed by the month's first day. */
export const orderMonths = pgTable('order_months', {
  month: date('month').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
  spent: numeric('spent', { precision: 20, scale: 2, mode: 'number' }).notNull(),
  /** Units sold on those orders' lines (orders.units summed). */
  units: bigint('units', { mode: 'number' }).notNull().default(0),
})

/**
 * Customers per month (UTC) of their first order: the CRM's new customers per month, and summed,
 * the customers who have ordered at all.
 */
export const firstOrderMonths = pgTable('first_order_months', {
  month: date('month').primaryKey(),
  customers: bigint('customers', { mode: 'number' }).notNull(),
})

/*
 * What the order lines sold, kept by statement-level triggers on order_items and products
 * (migration 0016): the best sellers, the sales per category and the category list's earnings read
 * these instead of grouping every order line.
 */

/**
 * Per product still in the catalogue (key: its id as text), and per name sold under for the lines
 * of deleted products (key: 'sold as ' and the name), like the best sellers' grouping. A row
 * exists while it has lines.
 */
export const productSales = pgTable(
  'product_sales',
  {
    salesKey: text('sales_key').primaryKey(),
    /** Null for the lines of deleted products. */
    productId: integer('product_id'),
    /** The name sold under (what a deleted product's lines show). */
    productName: text('product_name').notNull(),
    /** The product's category now; null for deleted products, which belong to none. */
    category: text('category'),
    lines: bigint('lines', { mode: 'number' }).notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    revenue: numeric('revenue', { precision: 20, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    index('product_sales_best_idx').on(
      t.units.desc().nullsFirst(),
      t.revenue.desc().nullsFirst(),
      t.productId,
    ),
  ],
)

/** product_sales summed per category; a row exists while the category's products have lines. */
export const categorySales = pgTable('category_sales', {
  category: text('category').primaryKey(),
  lines: bigint('lines', { mode: 'number' }).notNull(),
  units: bigint('units', { mode: 'number' }).notNull(),
  revenue: numeric('revenue', { precision: 20, scale: 2, mode: 'number' }).notNull(),
})
