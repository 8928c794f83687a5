import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import { useMemo } from 'react'
import { Radar } from 'react-chartjs-2'
import { useTranslation } from 'react-i18next'
import { useChartOptions } from '@/features/charts/chartjs-setup'

const SKILLS = ['speed', 'quality', 'price', 'support', 'range', 'delivery'] as const

export function ChartjsRadar() {
  const { t } = useTranslation()
  const { palette } = useTheme()
  const options = useChartOptions<'radar'>(
    useMemo(() => ({ scales: { r: { ticks: { display: false } } } }), []),
  )
  return (
    <Box sx={{ height: 300 }}>
      <Radar
        role="img"
        aria-label={t('charts.chartjs.radarLabel')}
        options={options}
        data={{
          labels: SKILLS.map((skill) => t(`charts.skills.${skill}`)),
          datasets: [
            {
              label: t('charts.series.thisYear'),
              data: [70, 90, 85, 70, 80, 60],
              borderColor: palette.primary.main,
              backgroundColor: alpha(palette.primary.main, 0.25),
            },
            {
              label: t('charts.series.lastYear'),
              data: [60, 75, 70, 85, 60, 80],
              borderColor: palette.info.main,
              backgroundColor: alpha(palette.info.main, 0.25),
            },
          ],
        }}
      />
    </Box>
  )
}
