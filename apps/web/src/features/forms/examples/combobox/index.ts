// The examples of /forms/combobox, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { ComboboxCheckboxes } from './combobox-checkboxes'
import { ComboboxCreatable } from './combobox-creatable'
import { ComboboxKeyboard } from './combobox-keyboard'
import { ComboboxServer } from './combobox-server'

export const examples: ShowcaseEntry[] = [
  { id: 'keyboard', Example: ComboboxKeyboard, source: () => import('./combobox-keyboard.tsx?raw') },
  { id: 'checkboxes', Example: ComboboxCheckboxes, source: () => import('./combobox-checkboxes.tsx?raw') },
  { id: 'creatable', Example: ComboboxCreatable, source: () => import('./combobox-creatable.tsx?raw') },
  { id: 'server', Example: ComboboxServer, source: () => import('./combobox-server.tsx?raw') },
]
