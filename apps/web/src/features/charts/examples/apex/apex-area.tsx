import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/components/apex-chart'
import { monthNames } from '@/lib/format'

const REVENUE = [31, 40, 28, 51, 42, 82, 56, 60, 71, 64, 78, 90]
const EXPENSES = [11, 32, 45, 32, 34, 52, 41, 38, 45, 40, 49, 51]

export function ApexArea() {
  const { t, i18n } = useTranslation()
  const theme = useTheme()
  return (
    <ApexChart
      type="area"
      height={300}
      label={t('charts.apex.areaLabel')}
      series={[
        { name: t('charts.series.revenue'), data: REVENUE },
        { name: t('charts.series.expenses'), data: EXPENSES },
      ]}
      options={{
        colors: [theme.palette.primary.main, theme.palette.info.main],
        dataLabels: { enabled: false },
        stroke: { curve: 'smooth', width: 2 },
        xaxis: { categories: monthNames(i18n.language) },
        fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
      }}
    />
  )
}
