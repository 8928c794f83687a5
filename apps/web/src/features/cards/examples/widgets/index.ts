// The examples of /pages/cards/card-widgets, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { CardWidgetsCountries } from './card-widgets-countries'
import { CardWidgetsInvoices } from './card-widgets-invoices'
import { CardWidgetsOrders } from './card-widgets-orders'

export const examples: ShowcaseEntry[] = [
  { id: 'invoices', Example: CardWidgetsInvoices, source: () => import('./card-widgets-invoices.tsx?raw') },
  { id: 'orders', Example: CardWidgetsOrders, source: () => import('./card-widgets-orders.tsx?raw') },
  {
    id: 'countries',
    Example: CardWidgetsCountries,
    source: () => import('./card-widgets-countries.tsx?raw'),
  },
]
