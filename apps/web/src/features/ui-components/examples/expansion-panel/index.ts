// The examples of /components/expansion-panel, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { ExpansionPanelBasic } from './expansion-panel-basic'
import { ExpansionPanelControlled } from './expansion-panel-controlled'

export const examples: ShowcaseEntry[] = [
  { id: 'basic', Example: ExpansionPanelBasic, source: () => import('./expansion-panel-basic.tsx?raw') },
  {
    id: 'controlled',
    Example: ExpansionPanelControlled,
    source: () => import('./expansion-panel-controlled.tsx?raw'),
  },
]
