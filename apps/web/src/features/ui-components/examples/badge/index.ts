// The examples of /components/badge, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { BadgeColours } from './badge-colours'
import { BadgeMax } from './badge-max'
import { BadgeOverlap } from './badge-overlap'

export const examples: ShowcaseEntry[] = [
  { id: 'colours', Example: BadgeColours, source: () => import('./badge-colours.tsx?raw') },
  { id: 'max', Example: BadgeMax, source: () => import('./badge-max.tsx?raw') },
  { id: 'overlap', Example: BadgeOverlap, source: () => import('./badge-overlap.tsx?raw') },
]
