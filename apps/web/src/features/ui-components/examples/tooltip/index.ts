// The examples of /components/tooltip, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { TooltipPlacements } from './tooltip-placements'
import { TooltipBehaviours } from './tooltip-behaviours'

export const examples: ShowcaseEntry[] = [
  { id: 'placements', Example: TooltipPlacements, source: () => import('./tooltip-placements.tsx?raw') },
  { id: 'behaviours', Example: TooltipBehaviours, source: () => import('./tooltip-behaviours.tsx?raw') },
]
