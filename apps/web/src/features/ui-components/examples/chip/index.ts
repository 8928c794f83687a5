// The examples of /components/chip, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { ChipVariants } from './chip-variants'
import { ChipActions } from './chip-actions'

export const examples: ShowcaseEntry[] = [
  { id: 'variants', Example: ChipVariants, source: () => import('./chip-variants.tsx?raw') },
  { id: 'actions', Example: ChipActions, source: () => import('./chip-actions.tsx?raw') },
]
