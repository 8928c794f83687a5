// The options every dashboard chart over time shares (no data labels, the value axis on the
// reading side, the reader's formats), so that each card states only its colours, its shape and how
// it reads its values.
import type { ApexOptions } from 'apexcharts'

type ValueText = (value: number, context?: { dataPointIndex?: number }) => string

export type TimeChartOptions = {
  colors: string[]
  rtl: boolean
  xaxis: ApexOptions['xaxis']
  tooltipTitle: NonNullable<ApexOptions['tooltip']>['x']
  axisValue: (value: number) => string
  tooltipValue: ValueText
  /** Smooth areas filled with a gradient from this opacity, or rounded bars. */
  shape: { areaOpacity: number } | { bars: { borderRadius: number; columnWidth: string } }
  /** A legend above the chart (for more than one series), on the reading side. */
  legend?: boolean
  /** Room for the first and last labels, which an area chart centres on its edges. */
  edgePadding?: boolean
}

export function timeChartOptions(chart: TimeChartOptions): ApexOptions {
  const { shape, rtl } = chart
  return {
    colors: chart.colors,
    dataLabels: { enabled: false },
    ...('bars' in shape
      ? { plotOptions: { bar: shape.bars } }
      : {
          stroke: { curve: 'smooth', width: 3 },
          fill: { type: 'gradient', gradient: { opacityFrom: shape.areaOpacity, opacityTo: 0.05 } },
        }),
    ...(chart.edgePadding ? { grid: { padding: { left: 28, right: 28 } } } : {}),
    ...(chart.legend ? { legend: { position: 'top', horizontalAlign: rtl ? 'right' : 'left' } } : {}),
    xaxis: chart.xaxis,
    yaxis: { opposite: rtl, labels: { formatter: chart.axisValue } },
    tooltip: { x: chart.tooltipTitle, y: { formatter: chart.tooltipValue } },
  }
}
