// The examples of /forms/select, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { SelectBasic } from './select-basic'
import { SelectMultiple } from './select-multiple'

export const examples: ShowcaseEntry[] = [
  { id: 'basic', Example: SelectBasic, source: () => import('./select-basic.tsx?raw') },
  { id: 'multiple', Example: SelectMultiple, source: () => import('./select-multiple.tsx?raw') },
]
