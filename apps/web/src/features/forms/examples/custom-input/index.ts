// The examples of /forms/custom-input, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { CustomInputCheckboxCards } from './custom-input-checkbox-cards'
import { CustomInputImageCards } from './custom-input-image-cards'
import { CustomInputMasks } from './custom-input-masks'
import { CustomInputRadioCards } from './custom-input-radio-cards'

export const examples: ShowcaseEntry[] = [
  {
    id: 'radioCards',
    Example: CustomInputRadioCards,
    source: () => import('./custom-input-radio-cards.tsx?raw'),
    wide: true,
  },
  {
    id: 'checkboxCards',
    Example: CustomInputCheckboxCards,
    source: () => import('./custom-input-checkbox-cards.tsx?raw'),
  },
  {
    id: 'imageCards',
    Example: CustomInputImageCards,
    source: () => import('./custom-input-image-cards.tsx?raw'),
  },
  { id: 'masks', Example: CustomInputMasks, source: () => import('./custom-input-masks.tsx?raw') },
]
