// The examples of /pages/cards/card-actions, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { CardActionsCollapse } from './card-actions-collapse'
import { CardActionsRefresh } from './card-actions-refresh'

export const examples: ShowcaseEntry[] = [
  { id: 'collapse', Example: CardActionsCollapse, source: () => import('./card-actions-collapse.tsx?raw') },
  { id: 'refresh', Example: CardActionsRefresh, source: () => import('./card-actions-refresh.tsx?raw') },
]
