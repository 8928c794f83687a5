// The examples of /components/dialog, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { DialogBasic } from './dialog-basic'
import { DialogForm } from './dialog-form'
import { DialogFullScreen } from './dialog-full-screen'

export const examples: ShowcaseEntry[] = [
  { id: 'basic', Example: DialogBasic, source: () => import('./dialog-basic.tsx?raw') },
  { id: 'form', Example: DialogForm, source: () => import('./dialog-form.tsx?raw') },
  { id: 'fullScreen', Example: DialogFullScreen, source: () => import('./dialog-full-screen.tsx?raw') },
]
