// The examples of /components/avatar, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { AvatarKinds } from './avatar-kinds'
import { AvatarSizes } from './avatar-sizes'
import { AvatarGroupExample } from './avatar-group'

export const examples: ShowcaseEntry[] = [
  { id: 'kinds', Example: AvatarKinds, source: () => import('./avatar-kinds.tsx?raw') },
  { id: 'sizes', Example: AvatarSizes, source: () => import('./avatar-sizes.tsx?raw') },
  { id: 'group', Example: AvatarGroupExample, source: () => import('./avatar-group.tsx?raw') },
]
