// The demo's notifications: what the administrator would have heard about lately (the newest
// orders and reviews, a product that ran out), dated from those records; the oldest already read.
import { desc, eq } from 'drizzle-orm'
import { orderNumberText } from '@aurum/shared'
import { customers, notifications, orders, products, reviews, storeSettings, users } from '../schema/index.js'
import type { SeedContext } from './context.js'

export async function seedNotifications({ db }: SeedContext): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.com'))
  if (!admin) return
  const newestOrders = await db
    .select({ id: orders.id, number: orders.orderNumber, at: orders.orderedAt, customer: customers.customer })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .orderBy(desc(orders.orderedAt))
    .limit(3)
  const newestReviews = await db
    .select({
      product: products.productName,
      productId: products.id,
      reviewer: reviews.reviewer,
      rating: reviews.rating,
      day: reviews.reviewDate,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(2)
  const [soldOut] = await db
    .select({ id: products.id, name: products.productName, at: products.createdAt })
    .from(products)
    .where(eq(products.qty, 0))
    .limit(1)
  // The bell names an order as the store writes it, as the checkout's notification does.
  const [store] = await db.select({ details: storeSettings.details }).from(storeSettings).limit(1)
  const format = { prefix: store?.details.orderIdPrefix ?? '', suffix: store?.details.orderIdSuffix ?? '' }
  const rows: (typeof notifications.$inferInsert)[] = [
    ...newestOrders.map((order) => ({
      userId: admin.id,
      kind: 'newOrder',
      params: { order: orderNumberText(order.number, format), customer: order.customer },
      link: `/apps/ecommerce/order/details/${order.id}`,
      createdAt: order.at,
    })),
    ...newestReviews.map((review) => ({
      userId: admin.id,
      kind: 'newReview',
      params: { product: review.product, reviewer: review.reviewer, rating: review.rating },
      link: '/apps/ecommerce/manage-review',
      createdAt: new Date(`${review.day}T09:30:00Z`),
    })),
    ...(soldOut
      ? [
          {
            userId: admin.id,
            kind: 'outOfStock',
            params: { product: soldOut.name },
            link: `/apps/ecommerce/product/edit/${soldOut.id}`,
            createdAt: soldOut.at,
          },
        ]
      : []),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  // Oldest first, so ids follow time; the two oldest were read already.
  await db
    .insert(notifications)
    .values(rows.map((row, index) => ({ ...row, readAt: index < 2 ? row.createdAt : null })))
}
