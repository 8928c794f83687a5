// The examples of /components/pagination, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { PaginationVariants } from './pagination-variants'
import { PaginationSizes } from './pagination-sizes'
import { PaginationControlled } from './pagination-controlled'

export const examples: ShowcaseEntry[] = [
  { id: 'variants', Example: PaginationVariants, source: () => import('./pagination-variants.tsx?raw') },
  { id: 'sizes', Example: PaginationSizes, source: () => import('./pagination-sizes.tsx?raw') },
  {
    id: 'controlled',
    Example: PaginationControlled,
    source: () => import('./pagination-controlled.tsx?raw'),
  },
]
