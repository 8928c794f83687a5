import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/components/apex-chart'
import { useFormat } from '@/lib/format'

const SOURCES = ['direct', 'search', 'social', 'email'] as const
const SHARES = [38, 32, 18, 12]

export function ApexDonut() {
  const { t } = useTranslation()
  const { palette } = useTheme()
  const format = useFormat()
  return (
    <ApexChart
      type="donut"
      height={300}
      label={t('charts.apex.donutLabel')}
      series={SHARES}
      options={{
        labels: SOURCES.map((source) => t(`charts.sources.${source}`)),
        colors: [palette.primary.main, palette.success.main, palette.info.main, palette.warning.main],
        legend: { position: 'bottom' },
        dataLabels: { formatter: (value: number) => format.wholeShare(value) },
      }}
    />
  )
}
