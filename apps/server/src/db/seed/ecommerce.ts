// The store's demo data: six categories, 40 products, 100 customers with 100 orders (items, status
// history, addresses), 100 reviews, 45 referrals and the store settings; plus volume generators
// for benchmarks that append many more products, customers and orders.
import {
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  REFERRAL_STATUSES,
  REVIEW_STATUSES,
} from '@aurum/shared'
import type { Faker } from '@faker-js/faker'
import { asc, max, sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import {
  categories,
  customers,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  referrals,
  reviews,
  storeSettings,
  type PostalAddress,
} from '../schema/index.js'
import { priceOrder } from '../../modules/ecommerce/orders/pricing.js'
import { avatarUrl, imageUrl, type SeedContext } from './context.js'
import {
  COUNTRIES,
  DAY_MS,
  at,
  cents,
  cycle,
  demoHistory,
  isoDate,
  rowsPerChunk,
  type DemoHistory,
} from './helpers.js'
import { reviewText } from './texts.js'
import { phoneIn, placeIn } from './addresses.js'

const ECOMMERCE_SEED = 2001
const VOLUME_SEED = 2099

const DEMO_PRODUCT_COUNT = 40
const DEMO_CUSTOMER_COUNT = 100
const DEMO_ORDER_COUNT = 100
const DEMO_REVIEW_COUNT = 100
const DEMO_REFERRAL_COUNT = 45

type NewProduct = typeof products.$inferInsert
type NewCustomer = typeof customers.$inferInsert
type NewOrder = typeof orders.$inferInsert

const CATEGORY_DESCRIPTIONS: Record<(typeof PRODUCT_CATEGORIES)[number], string> = {
  Electronics: 'Phones, laptops, tablets and audio',
  Accessories: 'Watches, bags, eyewear and wearables',
  Shoes: 'Sneakers and running shoes',
  Office: 'Furniture, peripherals and supplies for work',
  'Home Decor': 'Lamps, textiles and ornaments for the home',
  Games: 'Consoles, controllers and games',
}

/** Seven [name, brand] pairs per category, in PRODUCT_CATEGORIES order. */
const CATALOGUE: readonly (readonly [string, string])[][] = [
  [
    ['iPhone 14 Pro', 'Apple'],
    ['Galaxy S23 Ultra', 'Samsung'],
    ['Pixel 8', 'Google'],
    ['MacBook Air M2', 'Apple'],
    ['WH-1000XM5 Headphones', 'Sony'],
    ['iPad Air', 'Apple'],
    ['OnePlus 11', 'OnePlus'],
  ],
  [
    ['Apple Watch Series 9', 'Apple'],
    ['AirPods Pro', 'Apple'],
    ['Wayfarer Sunglasses', 'Ray-Ban'],
    ['Leather Wallet', 'Fossil'],
    ['Canvas Backpack', 'Herschel'],
    ['Smart Band 8', 'Xiaomi'],
    ['Silk Scarf', 'Hermès'],
  ],
  [
    ['Air Jordan 1', 'Nike'],
    ['Ultraboost 22', 'Adidas'],
    ['Classic Leather', 'Reebok'],
    ['Chuck Taylor All Star', 'Converse'],
    ['Old Skool', 'Vans'],
    ['Gel-Kayano 30', 'Asics'],
    ['Fresh Foam 1080', 'New Balance'],
  ],
  [
    ['Ergonomic Chair', 'Herman Miller'],
    ['Standing Desk', 'Flexispot'],
    ['MX Master 3S Mouse', 'Logitech'],
    ['Classic Notebook', 'Moleskine'],
    ['LaserJet Pro Printer', 'HP'],
    ['LED Desk Lamp', 'BenQ'],
    ['Paper Shredder', 'Fellowes'],
  ],
  [
    ['Ceramic Vase', 'Zara Home'],
    ['Table Lamp', 'IKEA'],
    ['Wall Clock', 'Umbra'],
    ['Throw Blanket', 'H&M Home'],
    ['Scented Candle', 'Yankee Candle'],
    ['Area Rug', 'West Elm'],
    ['Picture Frame Set', 'Umbra'],
  ],
  [
    ['PlayStation 5', 'Sony'],
    ['Xbox Series X', 'Microsoft'],
    ['Switch OLED', 'Nintendo'],
    ['DualSense Controller', 'Sony'],
    ['Zelda: Tears of the Kingdom', 'Nintendo'],
    ['Quest 3', 'Meta'],
    ['Steam Deck', 'Valve'],
  ],
]

const PRICE_RANGE: Record<(typeof PRODUCT_CATEGORIES)[number], [number, number]> = {
  Electronics: [199, 2499],
  Accessories: [19, 799],
  Shoes: [49, 299],
  Office: [9, 1299],
  'Home Decor': [12, 399],
  Games: [29, 699],
}

const ORDER_METHODS = ['paypalLogo', 'mastercard'] as const
const CUSTOMER_STATUSES = ['Active', 'Inactive', 'Suspended'] as const

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function productDescription(faker: Faker, name: string): string {
  return `<p>${name}: ${faker.commerce.productDescription()}</p><ul><li>${faker.commerce.productMaterial()}</li><li>${faker.commerce.productAdjective()} finish</li></ul>`
}

function fakeProduct(faker: Faker, index: number, sku: string, history: DemoHistory): NewProduct {
  const categoryIndex = index % PRODUCT_CATEGORIES.length
  const category = at(PRODUCT_CATEGORIES, categoryIndex)
  const [productName, productBrand] = cycle(
    at(CATALOGUE, categoryIndex),
    Math.floor(index / PRODUCT_CATEGORIES.length),
  )
  // The first 18 products cover every category × status pair; the rest are mostly published.
  const status =
    index < 18
      ? at(PRODUCT_STATUSES, Math.floor(index / PRODUCT_CATEGORIES.length))
      : faker.helpers.weightedArrayElement([
          { weight: 6, value: 'Published' as const },
          { weight: 2, value: 'Scheduled' as const },
          { weight: 2, value: 'Inactive' as const },
        ])
  const [minPrice, maxPrice] = PRICE_RANGE[category]
  const qty = faker.number.int({ min: 0, max: 900 })
  return {
    productName,
    productBrand,
    category,
    stock: qty > 0 && faker.datatype.boolean({ probability: 0.8 }),
    sku,
    price: faker.number.float({ min: minPrice, max: maxPrice, fractionDigits: 2 }),
    qty,
    status,
    image: imageUrl('product', productName),
    description: productDescription(faker, productName),
    tags: faker.helpers.arrayElements(['new', 'sale', 'bestseller', 'gift', 'eco', 'limited'], {
      min: 0,
      max: 3,
    }),
    createdAt: history.at(faker.date.between({ from: '2024-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' })),
  }
}

function fakeCustomer(faker: Faker, customerCode: number, emailSuffix: string): NewCustomer {
  const firstName = faker.person.firstName()
  const lastName = faker.person.lastName()
  const customer = `${firstName} ${lastName}`
  const country = faker.helpers.arrayElement(COUNTRIES)
  return {
    customer,
    customerCode,
    email: `${firstName}.${lastName}${emailSuffix}@${faker.internet.domainName()}`
      .toLowerCase()
      .replace(/[^a-z0-9.@-]/g, ''),
    country: country.name,
    countryCode: country.code,
    status: faker.helpers.weightedArrayElement([
      { weight: 8, value: CUSTOMER_STATUSES[0] },
      { weight: 1, value: CUSTOMER_STATUSES[1] },
      { weight: 1, value: CUSTOMER_STATUSES[2] },
    ]),
    contact: phoneIn(faker, country.code),
    avatar: faker.datatype.boolean({ probability: 0.75 }) ? avatarUrl(customer) : null,
  }
}

/** An address in the customer's own country: its cities, postal codes and calling code. */
function fakeAddress(faker: Faker, name: string, country: string, countryCode: string): PostalAddress {
  const place = placeIn(faker, countryCode)
  return {
    name,
    line1: `${faker.location.street()} ${faker.number.int({ min: 1, max: 240 })}`,
    line2: faker.datatype.boolean({ probability: 0.3 }) ? faker.location.secondaryAddress() : '',
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    country,
    phone: phoneIn(faker, countryCode),
  }
}

/** The money columns of an order priced by the orders' pricing: `spent` is its total. */
const orderMoney = (money: { subtotal: number; shipping: number; tax: number; total: number }) => ({
  subtotal: money.subtotal,
  shipping: money.shipping,
  tax: money.tax,
  spent: money.total,
})

/** An order's fields other than customer and total, shared by the demo and the volume generator. */
function fakeOrderFields(faker: Faker) {
  const payment = faker.number.int({ min: 1, max: 4 })
  const status = faker.helpers.arrayElement(ORDER_STATUSES)
  return {
    // Only an order still waiting to be picked up may be unpaid: the shop dispatches paid orders.
    payment: status === ORDER_STATUSES[0] ? payment : 1,
    status,
    method: faker.helpers.arrayElement(ORDER_METHODS),
    methodNumber: faker.string.numeric(4),
    orderedAt: faker.date.between({ from: '2025-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }),
  }
}

export async function seedEcommerce({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(ECOMMERCE_SEED)

  await db.insert(categories).values(
    PRODUCT_CATEGORIES.map((name) => ({
      name,
      slug: slugify(name),
      description: CATEGORY_DESCRIPTIONS[name],
      image: imageUrl('category', name),
    })),
  )

  const skus = faker.helpers.uniqueArray(
    () => faker.string.numeric({ length: 5, allowLeadingZeros: false }),
    DEMO_PRODUCT_COUNT,
  )
  const productRows = Array.from({ length: DEMO_PRODUCT_COUNT }, (_, index) =>
    fakeProduct(faker, index, at(skus, index), demoHistory(now)),
  )
  const insertedProducts = await db
    .insert(products)
    .values(productRows)
    .returning({ id: products.id, productName: products.productName, price: products.price })

  // Orders are drawn first so each customer's order count and total come from them.
  const customerCodes = faker.helpers.uniqueArray(
    () => faker.number.int({ min: 100_000, max: 999_999 }),
    DEMO_CUSTOMER_COUNT,
  )
  const customerRows = customerCodes.map((code) => fakeCustomer(faker, code, ''))
  const orderNumbers = faker.helpers.uniqueArray(
    () => faker.number.int({ min: 1000, max: 9999 }),
    DEMO_ORDER_COUNT,
  )
  const draftOrders = orderNumbers.map((orderNumber, index) => {
    // Every customer but a few has at least one order; some have several.
    const customerIndex = index < 85 ? index : faker.number.int({ min: 0, max: 39 })
    const lines = faker.helpers.arrayElements(insertedProducts, { min: 1, max: 3 }).map((product) => ({
      productId: product.id,
      productName: product.productName,
      qty: faker.number.int({ min: 1, max: 3 }),
      price: product.price,
    }))
    return { orderNumber, customerIndex, lines, ...fakeOrderFields(faker) }
  })
  // Addresses are drawn in the same sequence as always; the money needs the delivery's postal code.
  const pricedOrders = draftOrders.map((order) => {
    const customer = at(customerRows, order.customerIndex)
    const shipping = fakeAddress(faker, customer.customer, customer.country, customer.countryCode)
    const billing = faker.datatype.boolean({ probability: 0.7 })
      ? shipping
      : fakeAddress(faker, customer.customer, customer.country, customer.countryCode)
    // A third of the demo orders came with scheduled delivery ($69 or $99 by postal code), as the
    // checkout prices it; the rest by parcel (free). Every one pays the checkout's tax.
    const delivery = order.orderNumber % 3 === 0 ? 'scheduled' : 'parcel'
    const money = priceOrder(order.lines, delivery, shipping.postalCode)
    return { ...order, shipping, billing, money }
  })
  for (const order of pricedOrders) {
    const customer = at(customerRows, order.customerIndex)
    customer.orderCount = (customer.orderCount ?? 0) + 1
    customer.totalSpent = cents((customer.totalSpent ?? 0) + order.money.total)
  }
  const insertedCustomers = await db.insert(customers).values(customerRows).returning({ id: customers.id })

  const orderRows: NewOrder[] = pricedOrders.map((order) => ({
    orderNumber: order.orderNumber,
    customerId: at(insertedCustomers, order.customerIndex).id,
    payment: order.payment,
    status: order.status,
    ...orderMoney(order.money),
    method: order.method,
    methodNumber: order.methodNumber,
    orderedAt: order.orderedAt,
    shippingAddress: order.shipping,
    billingAddress: order.billing,
  }))
  const insertedOrders = await db.insert(orders).values(orderRows).returning({ id: orders.id })

  await db
    .insert(orderItems)
    .values(
      draftOrders.flatMap((order, index) =>
        order.lines.map((line) => ({ ...line, orderId: at(insertedOrders, index).id })),
      ),
    )
  // The history walks the delivery order up to the current status, a few hours to days apart; an
  // order placed shortly before the seed went through its steps faster: they keep their order and
  // proportions, squeezed to end by the seed moment (on the drawn calendar: the trade moves below).
  const seedMoment = demoHistory(now).now.getTime()
  await db.insert(orderStatusHistory).values(
    draftOrders.flatMap((order, index) => {
      const steps = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(order.status) + 1)
      const gaps = steps.map(() => faker.number.int({ min: 2, max: 48 }) * 3_600_000)
      const orderedAt = order.orderedAt.getTime()
      const span = gaps.reduce((sum, gap) => sum + gap, 0)
      const scale = Math.min(1, (seedMoment - orderedAt) / span)
      let elapsed = 0
      return steps.map((status, step) => {
        elapsed += at(gaps, step)
        const changedAt = new Date(orderedAt + Math.floor(elapsed * scale))
        return { orderId: at(insertedOrders, index).id, status, changedAt }
      })
    }),
  )

  await db.insert(reviews).values(
    Array.from({ length: DEMO_REVIEW_COUNT }, (_, index) => {
      const reviewer = faker.person.fullName()
      const rating = (index % 5) + 1
      return {
        productId: faker.helpers.arrayElement(insertedProducts).id,
        reviewer,
        email: faker.internet
          .email({ firstName: reviewer.split(' ')[0], lastName: reviewer.split(' ')[1] })
          .toLowerCase(),
        avatar: faker.datatype.boolean({ probability: 0.7 }) ? avatarUrl(reviewer) : null,
        reviewDate: isoDate(faker.date.between({ from: '2025-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' })),
        status: at(REVIEW_STATUSES, index % 3 === 0 ? 0 : 1),
        rating,
        head:
          rating >= 4
            ? faker.helpers.arrayElement([
                'Great product',
                'Love it',
                'Worth every penny',
                'Excellent quality',
              ])
            : faker.helpers.arrayElement([
                'Not as described',
                'Could be better',
                'Disappointed',
                'Average at best',
              ]),
        para: reviewText(faker, rating),
      }
    }),
  )

  await db.insert(referrals).values(
    Array.from({ length: DEMO_REFERRAL_COUNT }, (_, index) => {
      const userName = faker.person.fullName()
      const value = faker.number.float({ min: 200, max: 9_999, fractionDigits: 2 })
      return {
        userName,
        email: faker.internet
          .email({ firstName: userName.split(' ')[0], lastName: userName.split(' ')[1] })
          .toLowerCase(),
        avatar: faker.datatype.boolean({ probability: 0.7 }) ? avatarUrl(userName) : null,
        referredId: faker.number.int({ min: 1000, max: 9999 }),
        status: cycle(REFERRAL_STATUSES, index),
        value,
        earning: cents(value * faker.number.float({ min: 0.05, max: 0.2, fractionDigits: 2 })),
      }
    }),
  )

  await db.insert(storeSettings).values({
    name: 'Aurum Store',
    updatedAt: now,
    details: {
      storeName: 'Aurum Store',
      phone: '+1 202 555 0143',
      email: 'store@aurum.example',
      senderEmail: 'no-reply@aurum.example',
      businessName: 'Aurum Commerce Inc.',
      address: '4 Market Street',
      city: 'San Francisco',
      state: 'California',
      postalCode: '94105',
      country: 'US',
      timezone: 'America/Los_Angeles',
      orderIdPrefix: '#',
      orderIdSuffix: '',
    },
    payments: {
      providers: [
        { name: 'card', enabled: true },
        { name: 'paypal', enabled: true },
      ],
      manualMethods: ['Cash on Delivery', 'Bank Deposit'],
    },
    checkout: {
      contactMethod: 'email',
      requireFullName: true,
      companyName: 'optional',
      addressLine2: 'optional',
      shippingPhone: 'required',
    },
    notifications: {
      events: [
        { type: 'newOrder', email: true, app: true },
        { type: 'newCustomer', email: true, app: true },
        { type: 'orderShipped', email: true, app: false },
      ],
    },
  })

  // The demo's year of trade (drawn in 2025) is moved to end the day before the seed, so periods
  // counted back from today (the analytics dashboard's last 30 days, this month's figures) hold
  // orders on a fresh install. The dashboards' roll-ups follow through their triggers.
  await shiftDemoTrade(db, demoHistory(now).shiftDays)
}

async function shiftDemoTrade(db: Db, days: number) {
  if (days === 0) return
  const by = sql`make_interval(days => ${days})`
  await db.update(orders).set({ orderedAt: sql`${orders.orderedAt} + ${by}` })
  await db.update(orderStatusHistory).set({ changedAt: sql`${orderStatusHistory.changedAt} + ${by}` })
  await db.update(reviews).set({ reviewDate: sql`${reviews.reviewDate} + ${days}::int` })
}

// ---------------------------------------------------------------------------------------------
// Volume generators (benchmarks). Each appends n rows in multi-row inserts; unique keys continue
// after the largest existing one, so they can be called repeatedly.

async function nextAfterMax(
  db: Db,
  column: typeof products.id | typeof customers.customerCode | typeof orders.orderNumber,
) {
  const [row] = await db.select({ value: max(column) }).from(column.table)
  return (row?.value ?? 0) + 1
}

export async function seedVolumeProducts({ db, fakerFor }: SeedContext, count: number) {
  const faker = fakerFor(VOLUME_SEED + 1)
  const offset = await nextAfterMax(db, products.id)
  const chunk = rowsPerChunk(12)
  for (let start = 0; start < count; start += chunk) {
    const rows: NewProduct[] = []
    for (let index = start; index < Math.min(count, start + chunk); index++) {
      const category = cycle(PRODUCT_CATEGORIES, index)
      const [minPrice, maxPrice] = PRICE_RANGE[category]
      const productName = faker.commerce.productName()
      rows.push({
        productName,
        productBrand: faker.company.name(),
        category,
        stock: faker.datatype.boolean({ probability: 0.8 }),
        sku: `V${offset + index}`,
        price: faker.number.float({ min: minPrice, max: maxPrice, fractionDigits: 2 }),
        qty: faker.number.int({ min: 0, max: 900 }),
        // Status advances once per round of categories, so every (category, status) pair has rows.
        status: cycle(PRODUCT_STATUSES, Math.floor(index / PRODUCT_CATEGORIES.length)),
        image: imageUrl('product', category),
        description: '',
        createdAt: new Date(Date.UTC(2025, 0, 1) + (index % 365) * DAY_MS),
      })
    }
    await db.insert(products).values(rows)
  }
}

export async function seedVolumeCustomers({ db, fakerFor }: SeedContext, count: number) {
  const faker = fakerFor(VOLUME_SEED + 2)
  const firstCode = await nextAfterMax(db, customers.customerCode)
  const chunk = rowsPerChunk(11)
  for (let start = 0; start < count; start += chunk) {
    const rows: NewCustomer[] = []
    for (let index = start; index < Math.min(count, start + chunk); index++) {
      rows.push(fakeCustomer(faker, firstCode + index, String(firstCode + index)))
    }
    await db.insert(customers).values(rows)
  }
}

/** Products that volume orders sell: at most this many, spread over the catalogue. */
const VOLUME_SOLD_PRODUCTS = 50_000

/**
 * Appends orders spread over the existing customers, each with one to three lines of products
 * spread over the catalogue (priced as the checkout prices: lines, delivery, tax; without an
 * address, scheduled delivery costs the near price), then brings the customers' counts and totals
 * in line.
 */
export async function seedVolumeOrders({ db, fakerFor }: SeedContext, count: number) {
  const faker = fakerFor(VOLUME_SEED + 3)
  const customerIds = (await db.select({ id: customers.id }).from(customers).orderBy(asc(customers.id))).map(
    (row) => row.id,
  )
  if (customerIds.length === 0) throw new Error('seedVolumeOrders needs customers')
  const [catalogue] = await db.select({ size: sql<number>`count(*)`.mapWith(Number) }).from(products)
  const step = Math.max(1, Math.ceil((catalogue?.size ?? 0) / VOLUME_SOLD_PRODUCTS))
  const sold = await db
    .select({ id: products.id, productName: products.productName, price: products.price })
    .from(products)
    .where(sql`${products.id} % ${step} = 0`)
    .orderBy(asc(products.id))
    .limit(VOLUME_SOLD_PRODUCTS)
  if (sold.length === 0) throw new Error('seedVolumeOrders needs products')
  const firstNumber = await nextAfterMax(db, orders.orderNumber)
  const chunk = rowsPerChunk(10)
  for (let start = 0; start < count; start += chunk) {
    const rows: NewOrder[] = []
    const lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[][] = []
    for (let index = start; index < Math.min(count, start + chunk); index++) {
      // Distinct products by index: faker's arrayElements copies the whole array on every call.
      const picked = new Set<number>()
      const wanted = Math.min(sold.length, faker.number.int({ min: 1, max: 3 }))
      while (picked.size < wanted) picked.add(faker.number.int(sold.length - 1))
      const orderLines = [...picked].map((productIndex) => {
        const product = at(sold, productIndex)
        return {
          productId: product.id,
          productName: product.productName,
          qty: faker.number.int({ min: 1, max: 3 }),
          price: product.price,
        }
      })
      lines.push(orderLines)
      rows.push({
        orderNumber: firstNumber + index,
        customerId: at(customerIds, faker.number.int(customerIds.length - 1)),
        ...orderMoney(priceOrder(orderLines, index % 3 === 0 ? 'scheduled' : 'parcel', '')),
        ...fakeOrderFields(faker),
      })
    }
    const inserted = await db.insert(orders).values(rows).returning({ id: orders.id })
    await db
      .insert(orderItems)
      .values(
        lines.flatMap((orderLines, index) =>
          orderLines.map((line) => ({ ...line, orderId: at(inserted, index).id })),
        ),
      )
  }
  await syncCustomerOrderTotals(db)
}

/** Recomputes customers.order_count and total_spent from the orders, touching only rows that differ. */
async function syncCustomerOrderTotals(db: Db) {
  await db.execute(sql`
    update ${customers} c
       set order_count = s.order_count, total_spent = s.total_spent
      from (select c2.id,
                   count(o.id)::int as order_count,
                   coalesce(sum(o.spent), 0)::numeric(14, 2) as total_spent
              from ${customers} c2 left join ${orders} o on o.customer_id = c2.id
             group by c2.id) s
     where s.id = c.id and (c.order_count <> s.order_count or c.total_spent <> s.total_spent)`)
}
