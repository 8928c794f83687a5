// The examples of /components/menu, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { MenuBasic } from './menu-basic'
import { MenuSelected } from './menu-selected'
import { MenuIcons } from './menu-icons'

export const examples: ShowcaseEntry[] = [
  { id: 'basic', Example: MenuBasic, source: () => import('./menu-basic.tsx?raw') },
  { id: 'selected', Example: MenuSelected, source: () => import('./menu-selected.tsx?raw') },
  { id: 'icons', Example: MenuIcons, source: () => import('./menu-icons.tsx?raw') },
]
