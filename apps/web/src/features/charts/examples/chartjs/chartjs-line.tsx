import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import { useMemo } from 'react'
import { Line } from 'react-chartjs-2'
import { useTranslation } from 'react-i18next'
import { monthNames } from '@/lib/format'
import { useChartOptions } from '@/features/charts/chartjs-setup'

export function ChartjsLine() {
  const { t, i18n } = useTranslation()
  const { palette } = useTheme()
  const options = useChartOptions<'line'>(useMemo(() => ({ scales: { x: {}, y: {} } }), []))
  return (
    <Box sx={{ height: 300 }}>
      <Line
        role="img"
        aria-label={t('charts.chartjs.lineLabel')}
        options={options}
        data={{
          labels: monthNames(i18n.language),
          datasets: [
            {
              label: t('charts.series.europe'),
              data: [80, 150, 180, 270, 210, 160, 160, 202, 265, 210, 270, 255],
              borderColor: palette.primary.main,
              backgroundColor: alpha(palette.primary.main, 0.15),
              fill: true,
              tension: 0.4,
            },
            {
              label: t('charts.series.asia'),
              data: [80, 125, 105, 130, 215, 195, 140, 160, 230, 300, 220, 170],
              borderColor: palette.info.main,
              tension: 0.4,
            },
          ],
        }}
      />
    </Box>
  )
}
