// The examples of /forms/autocomplete, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { AutocompleteCountries } from './autocomplete-countries'
import { AutocompleteFreeSolo } from './autocomplete-free-solo'
import { AutocompleteGrouped } from './autocomplete-grouped'
import { AutocompleteMultiple } from './autocomplete-multiple'
import { AutocompleteServer } from './autocomplete-server'
import { AutocompleteStates } from './autocomplete-states'

export const examples: ShowcaseEntry[] = [
  {
    id: 'countries',
    Example: AutocompleteCountries,
    source: () => import('./autocomplete-countries.tsx?raw'),
  },
  { id: 'multiple', Example: AutocompleteMultiple, source: () => import('./autocomplete-multiple.tsx?raw') },
  { id: 'freeSolo', Example: AutocompleteFreeSolo, source: () => import('./autocomplete-free-solo.tsx?raw') },
  { id: 'grouped', Example: AutocompleteGrouped, source: () => import('./autocomplete-grouped.tsx?raw') },
  { id: 'states', Example: AutocompleteStates, source: () => import('./autocomplete-states.tsx?raw') },
  { id: 'server', Example: AutocompleteServer, source: () => import('./autocomplete-server.tsx?raw') },
]
