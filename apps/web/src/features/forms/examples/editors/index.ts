// The examples of /forms/editors, in the order the page shows them. Their editor loads Tiptap on
// demand (components/forms-rich-text-editor.tsx), so no other page fetches it.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { EditorDirection } from './editor-direction'
import { EditorForm } from './editor-form'
import { EditorReadOnly } from './editor-read-only'
import { EditorToolbar } from './editor-toolbar'

export const examples: ShowcaseEntry[] = [
  { id: 'toolbar', Example: EditorToolbar, source: () => import('./editor-toolbar.tsx?raw') },
  { id: 'form', Example: EditorForm, source: () => import('./editor-form.tsx?raw') },
  { id: 'readOnly', Example: EditorReadOnly, source: () => import('./editor-read-only.tsx?raw') },
  { id: 'direction', Example: EditorDirection, source: () => import('./editor-direction.tsx?raw') },
]
