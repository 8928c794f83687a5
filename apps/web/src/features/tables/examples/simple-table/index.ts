// The examples of /tables/simple-table, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { SimpleTableBasic } from './simple-table-basic'
import { SimpleTableDenseSticky } from './simple-table-dense-sticky'
import { SimpleTableSorting } from './simple-table-sorting'
import { SimpleTableSpanning } from './simple-table-spanning'

export const examples: ShowcaseEntry[] = [
  { id: 'basic', Example: SimpleTableBasic, source: () => import('./simple-table-basic.tsx?raw') },
  {
    id: 'denseSticky',
    Example: SimpleTableDenseSticky,
    source: () => import('./simple-table-dense-sticky.tsx?raw'),
  },
  { id: 'sorting', Example: SimpleTableSorting, source: () => import('./simple-table-sorting.tsx?raw') },
  { id: 'spanning', Example: SimpleTableSpanning, source: () => import('./simple-table-spanning.tsx?raw') },
]
