import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { useMemo } from 'react'
import { Bar } from 'react-chartjs-2'
import { useTranslation } from 'react-i18next'
import { monthNames } from '@/lib/format'
import { useChartOptions } from '@/features/charts/chartjs-setup'

const SALES = [275, 90, 190, 205, 125, 85, 55, 87, 127, 150, 230, 280]

export function ChartjsBar() {
  const { t, i18n } = useTranslation()
  const { palette } = useTheme()
  const options = useChartOptions<'bar'>(useMemo(() => ({ scales: { x: {}, y: { beginAtZero: true } } }), []))
  return (
    <Box sx={{ height: 300 }}>
      <Bar
        role="img"
        aria-label={t('charts.chartjs.barLabel')}
        options={options}
        data={{
          labels: monthNames(i18n.language),
          datasets: [
            {
              label: t('charts.series.sales'),
              data: SALES,
              backgroundColor: palette.warning.main,
              borderRadius: 6,
            },
          ],
        }}
      />
    </Box>
  )
}
