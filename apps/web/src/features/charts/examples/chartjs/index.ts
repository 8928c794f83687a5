// The examples of /charts/chartjs, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { ChartjsBar } from './chartjs-bar'
import { ChartjsBubble } from './chartjs-bubble'
import { ChartjsDoughnut } from './chartjs-doughnut'
import { ChartjsLine } from './chartjs-line'
import { ChartjsPolarArea } from './chartjs-polar-area'
import { ChartjsRadar } from './chartjs-radar'

export const examples: ShowcaseEntry[] = [
  { id: 'bar', Example: ChartjsBar, source: () => import('./chartjs-bar.tsx?raw'), wide: true },
  { id: 'line', Example: ChartjsLine, source: () => import('./chartjs-line.tsx?raw') },
  { id: 'doughnut', Example: ChartjsDoughnut, source: () => import('./chartjs-doughnut.tsx?raw') },
  { id: 'polarArea', Example: ChartjsPolarArea, source: () => import('./chartjs-polar-area.tsx?raw') },
  { id: 'radar', Example: ChartjsRadar, source: () => import('./chartjs-radar.tsx?raw') },
  { id: 'bubble', Example: ChartjsBubble, source: () => import('./chartjs-bubble.tsx?raw') },
]
