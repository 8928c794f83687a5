// The examples of /components/progress-circular, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { ProgressCircularColours } from './progress-circular-colours'
import { ProgressCircularLabel } from './progress-circular-label'

export const examples: ShowcaseEntry[] = [
  {
    id: 'colours',
    Example: ProgressCircularColours,
    source: () => import('./progress-circular-colours.tsx?raw'),
  },
  { id: 'label', Example: ProgressCircularLabel, source: () => import('./progress-circular-label.tsx?raw') },
]
