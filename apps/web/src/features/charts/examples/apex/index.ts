// The examples of /charts/apex-chart, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import '@/features/charts/apex-types'
import { ApexArea } from './apex-area'
import { ApexBar } from './apex-bar'
import { ApexDonut } from './apex-donut'
import { ApexHeatmap } from './apex-heatmap'
import { ApexLine } from './apex-line'
import { ApexRadar } from './apex-radar'

export const examples: ShowcaseEntry[] = [
  { id: 'area', Example: ApexArea, source: () => import('./apex-area.tsx?raw'), wide: true },
  { id: 'bar', Example: ApexBar, source: () => import('./apex-bar.tsx?raw') },
  { id: 'line', Example: ApexLine, source: () => import('./apex-line.tsx?raw') },
  { id: 'donut', Example: ApexDonut, source: () => import('./apex-donut.tsx?raw') },
  { id: 'radar', Example: ApexRadar, source: () => import('./apex-radar.tsx?raw') },
  { id: 'heatmap', Example: ApexHeatmap, source: () => import('./apex-heatmap.tsx?raw'), wide: true },
]
