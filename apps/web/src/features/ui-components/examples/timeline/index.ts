// The examples of /components/timeline, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { TimelineActivity } from './timeline-activity'
import { TimelineAlternate } from './timeline-alternate'

export const examples: ShowcaseEntry[] = [
  { id: 'activity', Example: TimelineActivity, source: () => import('./timeline-activity.tsx?raw') },
  { id: 'alternate', Example: TimelineAlternate, source: () => import('./timeline-alternate.tsx?raw') },
]
