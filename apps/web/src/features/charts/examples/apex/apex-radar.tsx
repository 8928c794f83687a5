import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/components/apex-chart'

const SKILLS = ['speed', 'quality', 'price', 'support', 'range', 'delivery'] as const

export function ApexRadar() {
  const { t } = useTranslation()
  const { palette } = useTheme()
  return (
    <ApexChart
      type="radar"
      height={320}
      label={t('charts.apex.radarLabel')}
      series={[
        { name: t('charts.series.thisYear'), data: [80, 90, 70, 85, 60, 75] },
        { name: t('charts.series.lastYear'), data: [65, 70, 80, 60, 55, 70] },
      ]}
      options={{
        colors: [palette.primary.main, palette.info.main],
        xaxis: { categories: SKILLS.map((skill) => t(`charts.skills.${skill}`)) },
        fill: { opacity: 0.2 },
        markers: { size: 3 },
      }}
    />
  )
}
