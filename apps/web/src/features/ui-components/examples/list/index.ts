// The examples of /components/list, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { ListBasic } from './list-basic'
import { ListAvatars } from './list-avatars'
import { ListControls } from './list-controls'

export const examples: ShowcaseEntry[] = [
  { id: 'basic', Example: ListBasic, source: () => import('./list-basic.tsx?raw') },
  { id: 'avatars', Example: ListAvatars, source: () => import('./list-avatars.tsx?raw') },
  { id: 'controls', Example: ListControls, source: () => import('./list-controls.tsx?raw') },
]
