// ApexCharts behind React.lazy: the library loads only when a page draws its first chart,
// never with the shell. Charts take the theme's palette, font and mode; in right-to-left pages the
// series run from right to left and the value axis sits on the right. No animation for people
// who ask their system for reduced motion.
import { lazy, Suspense, useMemo } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useTheme } from '@mui/material/styles'
import type { ApexOptions } from 'apexcharts'

/** The chart library's chunk; the routes that draw charts start it as soon as they match (dashboards' route-data.ts). */
export const loadChartLibrary = () => import('react-apexcharts')

const ReactApexChart = lazy(loadChartLibrary)

export type ApexChartProps = {
  type: 'bar' | 'area' | 'line' | 'donut' | 'radar' | 'scatter' | 'heatmap' | 'radialBar'
  series: ApexOptions['series']
  options: ApexOptions
  height: number
  /** Text equivalent of the chart for assistive technology. */
  label: string
}

export function ApexChart({ type, series, options, height, label }: ApexChartProps) {
  const theme = useTheme()
  const merged = useMemo<ApexOptions>(() => {
    const { palette } = theme
    return {
      ...options,
      chart: {
        fontFamily: String(theme.typography.fontFamily),
        foreColor: palette.text.secondary,
        background: 'transparent',
        toolbar: { show: false },
        zoom: { enabled: false },
        parentHeightOffset: 0,
        // People who ask their system for less motion get charts drawn at once.
        animations: { enabled: !window.matchMedia('(prefers-reduced-motion: reduce)').matches },
        ...options.chart,
      },
      theme: { mode: palette.mode },
      tooltip: { theme: palette.mode, ...options.tooltip },
      grid: { borderColor: palette.divider, strokeDashArray: 6, ...options.grid },
      legend: { labels: { colors: palette.text.secondary }, ...options.legend },
      stroke: { colors: type === 'donut' ? [palette.background.paper] : undefined, ...options.stroke },
    }
  }, [options, theme, type])
  return (
    // A figure, not role="img": the legend inside stays operable by keyboard.
    <Box component="figure" aria-label={label} dir="ltr" sx={{ m: 0, minHeight: height }}>
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
        <ReactApexChart type={type} series={series} options={merged} height={height} width="100%" />
      </Suspense>
    </Box>
  )
}
