// The data-table page's sales details: 48 sales with their product, buyer and payment.
import { salesDetails } from '../schema/index.js'
import { avatarUrl, imageUrl, type SeedContext } from './context.js'
import { cents, cycle, demoHistory } from './helpers.js'

export const DEMO_SALES_COUNT = 48

/** The spec pairs each payment status with the received-payment states it allows. */
const PAYMENTS = [
  { status: 'Completed', received: 'Fully Paid' },
  { status: 'Confirmed', received: 'Partially Paid' },
  { status: 'Cancelled', received: 'Unpaid' },
  { status: 'Completed', received: 'Fully Paid' },
  { status: 'Confirmed', received: 'Unpaid' },
] as const

export async function seedSales({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(12001)
  const history = demoHistory(now)
  await db.insert(salesDetails).values(
    Array.from({ length: DEMO_SALES_COUNT }, (_, index) => {
      const productName = faker.commerce.productName()
      const price = faker.number.float({ min: 20, max: 1500, fractionDigits: 2 })
      const payment = cycle(PAYMENTS, index)
      const total = cents(price * faker.number.int({ min: 1, max: 3 }))
      const paidAmount =
        payment.received === 'Fully Paid' ? total : payment.received === 'Unpaid' ? 0 : cents(total * 0.4)
      const buyerName = faker.person.fullName()
      return {
        productName,
        productSlug: productName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        productBrand: faker.company.name(),
        productCategory: faker.commerce.department(),
        productPrice: price,
        productImage: imageUrl('product', productName),
        hasFreeShipping: faker.datatype.boolean(),
        productRating: faker.number.int({ min: 1, max: 5 }),
        productDescription: faker.commerce.productDescription(),
        saleDate: history.day(
          faker.date.between({ from: '2025-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }),
        ),
        buyerName,
        buyerAvatar: index % 3 === 2 ? null : avatarUrl(buyerName),
        paymentTotal: total,
        receivedPaymentStatus: payment.received,
        paidAmount,
        paymentStatus: payment.status,
      }
    }),
  )
}
