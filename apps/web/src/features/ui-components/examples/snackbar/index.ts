// The examples of /components/snackbar, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { SnackbarBasic } from './snackbar-basic'
import { SnackbarSeverity } from './snackbar-severity'
import { SnackbarPositions } from './snackbar-positions'

export const examples: ShowcaseEntry[] = [
  { id: 'basic', Example: SnackbarBasic, source: () => import('./snackbar-basic.tsx?raw') },
  { id: 'severity', Example: SnackbarSeverity, source: () => import('./snackbar-severity.tsx?raw') },
  { id: 'positions', Example: SnackbarPositions, source: () => import('./snackbar-positions.tsx?raw') },
]
