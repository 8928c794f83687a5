import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/components/apex-chart'
import { weekdayNames } from '@/lib/format'

const ORDERS = [44, 55, 41, 67, 22, 43, 21]

export function ApexBar() {
  const { t, i18n } = useTranslation()
  const theme = useTheme()
  return (
    <ApexChart
      type="bar"
      height={300}
      label={t('charts.apex.barLabel')}
      series={[{ name: t('charts.series.orders'), data: ORDERS }]}
      options={{
        colors: [theme.palette.success.main],
        plotOptions: { bar: { borderRadius: 6, columnWidth: '45%' } },
        dataLabels: { enabled: false },
        xaxis: { categories: weekdayNames(i18n.language) },
      }}
    />
  )
}
