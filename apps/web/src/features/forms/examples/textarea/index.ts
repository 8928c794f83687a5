// The examples of /forms/textarea, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { TextareaAutosize } from './textarea-autosize'

export const examples: ShowcaseEntry[] = [
  { id: 'autosize', Example: TextareaAutosize, source: () => import('./textarea-autosize.tsx?raw') },
]
