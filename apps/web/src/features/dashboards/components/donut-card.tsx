// The dashboards' share-of-a-whole card: a donut with its total in the middle, the legend below, and
// the slices as one sentence for assistive technology. Order statuses, users by role, category
// sales, course interests and shipment exceptions all draw through it, so they look and read alike.
import { useMemo } from 'react'
import { useTheme, type Palette } from '@mui/material/styles'
import type { ApexOptions } from 'apexcharts'
import { ApexChart } from '@/components/apex-chart'
import { CrmCard } from './crm-card'

/** Tones of slices that have no color of their own, in this order. */
const DONUT_TONES = ['primary', 'success', 'info', 'warning', 'error', 'secondary'] as const
type DonutTone = (typeof DONUT_TONES)[number]

type DonutSlice = { label: string; value: number; tone?: DonutTone }

export type DonutCardProps = {
  title: string
  subheader: string
  slices: DonutSlice[]
  /** The label of the figure in the middle. */
  totalLabel: string
  /** The figure in the middle; the sum of the slices unless the whole is counted apart. */
  total?: number
  /** A slice's value in the tooltip and the spoken summary. */
  format: (value: number) => string
  /** The values in the middle, where room is short (compact money); `format` by default. */
  formatShort?: (value: number) => string
  height?: number
}

export function DonutCard({
  title,
  subheader,
  slices,
  totalLabel,
  total = slices.reduce((sum, slice) => sum + slice.value, 0),
  format,
  formatShort = format,
  height = 320,
}: DonutCardProps) {
  const theme = useTheme()
  const labels = useMemo(() => slices.map((slice) => slice.label), [slices])
  const options = useMemo<ApexOptions>(
    () => ({
      labels,
      colors: slices.map((slice, index) => {
        const tone: keyof Palette & DonutTone = slice.tone ?? DONUT_TONES[index % DONUT_TONES.length]!
        return theme.palette[tone].main
      }),
      legend: { position: 'bottom' },
      dataLabels: { enabled: false },
      tooltip: { y: { formatter: (value: number) => format(value) } },
      plotOptions: {
        pie: {
          donut: {
            size: '72%',
            labels: {
              show: true,
              value: {
                color: theme.palette.text.primary,
                formatter: (value: string) => formatShort(Number(value)),
              },
              total: {
                show: true,
                label: totalLabel,
                color: theme.palette.text.secondary,
                formatter: () => formatShort(total),
              },
            },
          },
        },
      },
    }),
    [format, formatShort, labels, slices, theme, total, totalLabel],
  )
  return (
    <CrmCard title={title} subheader={subheader} empty={total === 0 || slices.length === 0}>
      <ApexChart
        type="donut"
        height={height}
        label={slices.map((slice) => `${slice.label}: ${format(slice.value)}`).join(', ')}
        series={slices.map((slice) => slice.value)}
        options={options}
      />
    </CrmCard>
  )
}
