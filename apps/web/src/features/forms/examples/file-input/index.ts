// The examples of /forms/file-input, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { FileInputButton } from './file-input-button'
import { FileInputMultiple } from './file-input-multiple'
import { FileInputUpload } from './file-input-upload'

export const examples: ShowcaseEntry[] = [
  { id: 'upload', Example: FileInputUpload, source: () => import('./file-input-upload.tsx?raw') },
  { id: 'button', Example: FileInputButton, source: () => import('./file-input-button.tsx?raw') },
  { id: 'multiple', Example: FileInputMultiple, source: () => import('./file-input-multiple.tsx?raw') },
]
