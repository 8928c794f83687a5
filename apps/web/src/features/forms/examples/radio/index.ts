// The examples of /forms/radio, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { RadioGroupExample } from './radio-group'
import { RadioRow } from './radio-row'

export const examples: ShowcaseEntry[] = [
  { id: 'group', Example: RadioGroupExample, source: () => import('./radio-group.tsx?raw') },
  { id: 'row', Example: RadioRow, source: () => import('./radio-row.tsx?raw') },
]
