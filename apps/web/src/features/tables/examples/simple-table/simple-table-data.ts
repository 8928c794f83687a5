// The rows the simple-table examples share: a small, fixed product sample.
export type SampleProduct = { id: number; name: string; category: string; stock: number; price: number }

export const SAMPLE_PRODUCTS: SampleProduct[] = [
  { id: 1, name: 'Aurora desk lamp', category: 'home', stock: 124, price: 49 },
  { id: 2, name: 'Nimbus headphones', category: 'electronics', stock: 38, price: 199 },
  { id: 3, name: 'Trail running shoes', category: 'sports', stock: 76, price: 129 },
  { id: 4, name: 'Ceramic coffee mug', category: 'home', stock: 310, price: 14 },
  { id: 5, name: 'Smart watch S2', category: 'electronics', stock: 12, price: 349 },
  { id: 6, name: 'Yoga mat', category: 'sports', stock: 95, price: 39 },
]
