// The examples of /forms/switch, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { SwitchColours } from './switch-colours'
import { SwitchSettings } from './switch-settings'

export const examples: ShowcaseEntry[] = [
  { id: 'settings', Example: SwitchSettings, source: () => import('./switch-settings.tsx?raw') },
  { id: 'colours', Example: SwitchColours, source: () => import('./switch-colours.tsx?raw') },
]
