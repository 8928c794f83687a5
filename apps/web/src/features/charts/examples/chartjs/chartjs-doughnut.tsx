import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { Doughnut } from 'react-chartjs-2'
import { useTranslation } from 'react-i18next'
import { useChartOptions } from '@/features/charts/chartjs-setup'

const DEVICES = ['desktop', 'tablet', 'mobile'] as const

export function ChartjsDoughnut() {
  const { t } = useTranslation()
  const { palette } = useTheme()
  const options = useChartOptions<'doughnut'>()
  return (
    <Box sx={{ height: 300 }}>
      <Doughnut
        role="img"
        aria-label={t('charts.chartjs.doughnutLabel')}
        options={options}
        data={{
          labels: DEVICES.map((device) => t(`charts.devices.${device}`)),
          datasets: [
            {
              data: [58, 12, 30],
              backgroundColor: [palette.primary.main, palette.warning.main, palette.success.main],
              borderColor: palette.background.paper,
            },
          ],
        }}
      />
    </Box>
  )
}
