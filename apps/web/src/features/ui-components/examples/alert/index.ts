// The examples of /components/alert, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { AlertSeverities } from './alert-severities'
import { AlertVariants } from './alert-variants'
import { AlertTitleActions } from './alert-title-actions'

export const examples: ShowcaseEntry[] = [
  { id: 'severities', Example: AlertSeverities, source: () => import('./alert-severities.tsx?raw') },
  { id: 'variants', Example: AlertVariants, source: () => import('./alert-variants.tsx?raw') },
  { id: 'titleActions', Example: AlertTitleActions, source: () => import('./alert-title-actions.tsx?raw') },
]
