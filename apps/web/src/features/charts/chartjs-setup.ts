// Chart.js with only what the gallery draws registered (its controllers, elements, scales and
// plugins), and the theme's colours for text and grid lines. Loaded with the Chart.js page only.
// One namespace import, so that the registered parts are named once; bundlers still keep only these.
import * as chartjs from 'chart.js'
import type { ChartOptions, ChartType } from 'chart.js'
import { useTheme } from '@mui/material/styles'
import { useMemo } from 'react'

chartjs.Chart.register(
  chartjs.ArcElement,
  chartjs.BarController,
  chartjs.BarElement,
  chartjs.BubbleController,
  chartjs.CategoryScale,
  chartjs.DoughnutController,
  chartjs.Filler,
  chartjs.Legend,
  chartjs.LinearScale,
  chartjs.LineController,
  chartjs.LineElement,
  chartjs.PointElement,
  chartjs.PolarAreaController,
  chartjs.RadarController,
  chartjs.RadialLinearScale,
  chartjs.Tooltip,
)

/** Options every chart of the gallery shares: the theme's font and colours, the reading direction. */
const NO_EXTRA = {}

export function useChartOptions<TType extends ChartType>(
  extra: ChartOptions<TType> = NO_EXTRA as ChartOptions<TType>,
): ChartOptions<TType> {
  const theme = useTheme()
  return useMemo(() => {
    const text = theme.palette.text.secondary
    const grid = theme.palette.divider
    const rtl = theme.direction === 'rtl'
    const base = {
      responsive: true,
      maintainAspectRatio: false,
      // People who ask their system for less motion get charts drawn at once.
      animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined,
      color: text,
      font: { family: String(theme.typography.fontFamily) },
      plugins: { legend: { rtl, labels: { color: text } }, tooltip: { rtl } },
      scales: {},
      ...extra,
    } as ChartOptions<TType>
    const scales = (base as { scales?: Record<string, object> }).scales ?? {}
    for (const [key, scale] of Object.entries(scales))
      scales[key] = {
        ...scale,
        ticks: { color: text, ...(scale as { ticks?: object }).ticks },
        grid: { color: grid, ...(scale as { grid?: object }).grid },
        ...(key === 'r' ? { angleLines: { color: grid }, pointLabels: { color: text } } : {}),
      }
    return base
  }, [theme, extra])
}
