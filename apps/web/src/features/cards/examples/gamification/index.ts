// The examples of /pages/cards/card-gamification, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { CardGamificationCongratulations } from './card-gamification-congratulations'
import { CardGamificationUpgrade } from './card-gamification-upgrade'

export const examples: ShowcaseEntry[] = [
  {
    id: 'congratulations',
    Example: CardGamificationCongratulations,
    source: () => import('./card-gamification-congratulations.tsx?raw'),
  },
  {
    id: 'upgrade',
    Example: CardGamificationUpgrade,
    source: () => import('./card-gamification-upgrade.tsx?raw'),
  },
]
