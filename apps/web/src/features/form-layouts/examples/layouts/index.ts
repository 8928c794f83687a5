// The examples of /forms/form-layouts, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { LayoutCollapsible } from './layout-collapsible'
import { LayoutHorizontal } from './layout-horizontal'
import { LayoutIcons } from './layout-icons'
import { LayoutMultiColumn } from './layout-multi-column'
import { LayoutStickyActions } from './layout-sticky-actions'
import { LayoutTabs } from './layout-tabs'
import { LayoutVertical } from './layout-vertical'

export const examples: ShowcaseEntry[] = [
  { id: 'vertical', Example: LayoutVertical, source: () => import('./layout-vertical.tsx?raw') },
  { id: 'horizontal', Example: LayoutHorizontal, source: () => import('./layout-horizontal.tsx?raw') },
  { id: 'icons', Example: LayoutIcons, source: () => import('./layout-icons.tsx?raw') },
  { id: 'multiColumn', Example: LayoutMultiColumn, source: () => import('./layout-multi-column.tsx?raw') },
  {
    id: 'stickyActions',
    Example: LayoutStickyActions,
    source: () => import('./layout-sticky-actions.tsx?raw'),
    wide: true,
  },
  { id: 'collapsible', Example: LayoutCollapsible, source: () => import('./layout-collapsible.tsx?raw') },
  { id: 'tabs', Example: LayoutTabs, source: () => import('./layout-tabs.tsx?raw') },
]
