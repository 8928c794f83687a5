// One sale as GET /api/sales lists it, for the tests of the pages that show the sales records.
import type { SalesListResponse } from '@aurum/shared'

export const SAMPLE_SALE: SalesListResponse['salesDetails'][number] = {
  id: 7,
  product: {
    id: 7,
    name: 'Nimbus headphones',
    slug: 'nimbus-headphones',
    brand: 'Acme',
    category: 'Electronics',
    price: 199,
    image: '/api/media/image/product/nimbus.svg',
    hasFreeShipping: true,
    rating: 4,
    description: 'Closed-back headphones.',
  },
  date: '3 Sep 2025',
  isoDate: '2025-09-03',
  buyer: { name: 'Ada Lovelace', avatar: null },
  payment: { total: 398, receivedPaymentStatus: 'Partially Paid', paidAmount: 159.2, status: 'Confirmed' },
}
