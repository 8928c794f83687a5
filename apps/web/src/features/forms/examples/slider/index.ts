// The examples of /forms/slider, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { SliderBasic } from './slider-basic'

export const examples: ShowcaseEntry[] = [
  { id: 'basic', Example: SliderBasic, source: () => import('./slider-basic.tsx?raw') },
]
