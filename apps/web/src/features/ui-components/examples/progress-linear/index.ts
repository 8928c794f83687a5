// The examples of /components/progress-linear, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { ProgressLinearKinds } from './progress-linear-kinds'
import { ProgressLinearLabel } from './progress-linear-label'

export const examples: ShowcaseEntry[] = [
  { id: 'kinds', Example: ProgressLinearKinds, source: () => import('./progress-linear-kinds.tsx?raw') },
  { id: 'label', Example: ProgressLinearLabel, source: () => import('./progress-linear-label.tsx?raw') },
]
