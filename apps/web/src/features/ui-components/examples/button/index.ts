// The examples of /components/button, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { ButtonVariants } from './button-variants'
import { ButtonSizes } from './button-sizes'
import { ButtonIconsLoading } from './button-icons-loading'
import { ButtonGroupExample } from './button-group'

export const examples: ShowcaseEntry[] = [
  { id: 'variants', Example: ButtonVariants, source: () => import('./button-variants.tsx?raw'), wide: true },
  { id: 'sizes', Example: ButtonSizes, source: () => import('./button-sizes.tsx?raw') },
  { id: 'iconsLoading', Example: ButtonIconsLoading, source: () => import('./button-icons-loading.tsx?raw') },
  { id: 'group', Example: ButtonGroupExample, source: () => import('./button-group.tsx?raw') },
]
