// The examples of /forms/textfield, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { TextfieldStates } from './textfield-states'
import { TextfieldVariants } from './textfield-variants'

export const examples: ShowcaseEntry[] = [
  { id: 'variants', Example: TextfieldVariants, source: () => import('./textfield-variants.tsx?raw') },
  { id: 'states', Example: TextfieldStates, source: () => import('./textfield-states.tsx?raw') },
]
