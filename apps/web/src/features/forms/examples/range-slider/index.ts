// The examples of /forms/range-slider, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { RangeSliderPrice } from './range-slider-price'

export const examples: ShowcaseEntry[] = [
  { id: 'price', Example: RangeSliderPrice, source: () => import('./range-slider-price.tsx?raw') },
]
