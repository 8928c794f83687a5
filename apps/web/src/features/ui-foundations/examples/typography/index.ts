// The examples of /pages/typography, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { TypographyColours } from './typography-colours'
import { TypographyHeadings } from './typography-headings'
import { TypographyTexts } from './typography-texts'

export const examples: ShowcaseEntry[] = [
  {
    id: 'headings',
    Example: TypographyHeadings,
    source: () => import('./typography-headings.tsx?raw'),
    wide: true,
  },
  { id: 'texts', Example: TypographyTexts, source: () => import('./typography-texts.tsx?raw') },
  { id: 'colours', Example: TypographyColours, source: () => import('./typography-colours.tsx?raw') },
]
