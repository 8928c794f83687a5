// The examples of /pages/cards/card-advance, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { CardAdvanceGoals } from './card-advance-goals'
import { CardAdvanceTabs } from './card-advance-tabs'

export const examples: ShowcaseEntry[] = [
  { id: 'goals', Example: CardAdvanceGoals, source: () => import('./card-advance-goals.tsx?raw') },
  { id: 'tabs', Example: CardAdvanceTabs, source: () => import('./card-advance-tabs.tsx?raw') },
]
