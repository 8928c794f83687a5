// The examples of /forms/rating, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { RatingBasic } from './rating-basic'

export const examples: ShowcaseEntry[] = [
  { id: 'basic', Example: RatingBasic, source: () => import('./rating-basic.tsx?raw') },
]
