// The examples of /pages/cards/card-basic, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { CardBasicHeader } from './card-basic-header'
import { CardBasicMedia } from './card-basic-media'
import { CardBasicText } from './card-basic-text'

export const examples: ShowcaseEntry[] = [
  { id: 'text', Example: CardBasicText, source: () => import('./card-basic-text.tsx?raw') },
  { id: 'media', Example: CardBasicMedia, source: () => import('./card-basic-media.tsx?raw') },
  { id: 'header', Example: CardBasicHeader, source: () => import('./card-basic-header.tsx?raw') },
]
