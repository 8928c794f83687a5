// The examples of /components/tabs, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { TabsBasic } from './tabs-basic'
import { TabsIcons } from './tabs-icons'
import { TabsVertical } from './tabs-vertical'

export const examples: ShowcaseEntry[] = [
  { id: 'basic', Example: TabsBasic, source: () => import('./tabs-basic.tsx?raw') },
  { id: 'icons', Example: TabsIcons, source: () => import('./tabs-icons.tsx?raw') },
  { id: 'vertical', Example: TabsVertical, source: () => import('./tabs-vertical.tsx?raw') },
]
