import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/components/apex-chart'
import { monthNames } from '@/lib/format'

const VISITS = [120, 132, 101, 134, 190, 230, 210, 182, 191, 234, 290, 330]
const SIGN_UPS = [22, 18, 19, 23, 29, 33, 31, 25, 28, 34, 41, 45]

export function ApexLine() {
  const { t, i18n } = useTranslation()
  const theme = useTheme()
  return (
    <ApexChart
      type="line"
      height={300}
      label={t('charts.apex.lineLabel')}
      series={[
        { name: t('charts.series.visits'), data: VISITS },
        { name: t('charts.series.signUps'), data: SIGN_UPS },
      ]}
      options={{
        colors: [theme.palette.warning.main, theme.palette.error.main],
        stroke: { width: 3, curve: 'straight' },
        markers: { size: 4 },
        xaxis: { categories: monthNames(i18n.language) },
      }}
    />
  )
}
