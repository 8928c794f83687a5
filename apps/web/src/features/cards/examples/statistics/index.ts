// The examples of /pages/cards/card-statistics, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { CardStatisticsTotals } from './card-statistics-totals'
import { CardStatisticsTrends } from './card-statistics-trends'

export const examples: ShowcaseEntry[] = [
  { id: 'totals', Example: CardStatisticsTotals, source: () => import('./card-statistics-totals.tsx?raw') },
  { id: 'trends', Example: CardStatisticsTrends, source: () => import('./card-statistics-trends.tsx?raw') },
]
