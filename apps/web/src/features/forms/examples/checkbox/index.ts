// The examples of /forms/checkbox, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { CheckboxColours } from './checkbox-colours'
import { CheckboxGroup } from './checkbox-group'

export const examples: ShowcaseEntry[] = [
  { id: 'group', Example: CheckboxGroup, source: () => import('./checkbox-group.tsx?raw') },
  { id: 'colours', Example: CheckboxColours, source: () => import('./checkbox-colours.tsx?raw') },
]
