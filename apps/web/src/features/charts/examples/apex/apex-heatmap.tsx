import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/components/apex-chart'
import { weekdayNames } from '@/lib/format'

const HOURS = ['08', '10', '12', '14', '16', '18', '20']

/** Orders per weekday and hour: a deterministic pattern, busiest around lunch and in the evening. */
const orders = (day: number, hour: number) => Math.round(10 + 30 * Math.abs(Math.sin((day + 1) * (hour + 2))))

export function ApexHeatmap() {
  const { t, i18n } = useTranslation()
  const { palette } = useTheme()
  return (
    <ApexChart
      type="heatmap"
      height={320}
      label={t('charts.apex.heatmapLabel')}
      series={weekdayNames(i18n.language).map((name, day) => ({
        name,
        data: HOURS.map((hour, index) => ({ x: `${hour}:00`, y: orders(day, index) })),
      }))}
      options={{ colors: [palette.primary.main], dataLabels: { enabled: false } }}
    />
  )
}
