// The month axis shared by the dashboards' charts over twelve months.
import { useMemo } from 'react'
import { useTheme } from '@mui/material/styles'
import type { ApexOptions } from 'apexcharts'
import { useFormat, type Format } from '@/lib/format'

/** Whether the page reads right to left (the charts then draw their months from the right). */
export function useRtl(): boolean {
  return useTheme().direction === 'rtl' || (typeof document !== 'undefined' && document.dir === 'rtl')
}

/**
 * A chart's months in the order drawn, oldest first in reading order (reversed in right-to-left
 * pages), with their axis and tooltip title (monthAxis below).
 */
export function useMonthAxis<T extends { month: string }>(monthly: T[], rtl: boolean) {
  const format = useFormat()
  const months = useMemo(() => (rtl ? [...monthly].reverse() : monthly), [monthly, rtl])
  const axis = useMemo(() => monthAxis(months, format), [months, format])
  return { months, ...axis }
}

/**
 * The x axis of a chart over months, in the order drawn (right to left pages pass them reversed):
 * each month by its short name, with the year only on the earliest month and on each January
 * ("Jan 25, Feb, Mar"), so twelve labels fit side by side in every language (Arabic month names
 * are as long as they get). The tooltip names the month and its year in full.
 */
export function monthAxis(
  months: { month: string }[],
  format: Pick<Format, 'month' | 'monthName' | 'monthLong'>,
): { xaxis: ApexOptions['xaxis']; tooltipTitle: NonNullable<ApexOptions['tooltip']>['x'] } {
  const earliest = months.reduce(
    (first, entry) => (entry.month < first ? entry.month : first),
    months[0]?.month ?? '',
  )
  return {
    xaxis: {
      categories: months.map(({ month }) =>
        month === earliest || month.endsWith('-01') ? format.month(month) : format.monthName(month),
      ),
      axisBorder: { show: false },
      axisTicks: { show: false },
    },
    tooltipTitle: {
      formatter: (_value: number, context?: { dataPointIndex?: number }) => {
        const entry = months[context?.dataPointIndex ?? -1]
        return entry ? format.monthLong(entry.month) : ''
      },
    },
  }
}

/**
 * The tooltip title of a chart whose axis names days without their year ("Mar 12"): the day drawn
 * at that point, with its year.
 */
export function dayTooltipTitle(
  days: string[],
  format: Pick<Format, 'day'>,
): NonNullable<ApexOptions['tooltip']>['x'] {
  return {
    formatter: (_value: number, context?: { dataPointIndex?: number }) => {
      const day = days[context?.dataPointIndex ?? -1]
      return day ? format.day(day) : ''
    },
  }
}
