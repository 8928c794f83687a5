import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import { useMemo } from 'react'
import { PolarArea } from 'react-chartjs-2'
import { useTranslation } from 'react-i18next'
import { useChartOptions } from '@/features/charts/chartjs-setup'

const CHANNELS = ['direct', 'search', 'social', 'email'] as const

export function ChartjsPolarArea() {
  const { t } = useTranslation()
  const { palette } = useTheme()
  const options = useChartOptions<'polarArea'>(
    useMemo(() => ({ scales: { r: { ticks: { display: false } } } }), []),
  )
  const colours = [palette.primary.main, palette.info.main, palette.error.main, palette.success.main]
  return (
    <Box sx={{ height: 300 }}>
      <PolarArea
        role="img"
        aria-label={t('charts.chartjs.polarLabel')}
        options={options}
        data={{
          labels: CHANNELS.map((channel) => t(`charts.sources.${channel}`)),
          datasets: [
            { data: [19, 17.5, 15, 13.5], backgroundColor: colours.map((colour) => alpha(colour, 0.7)) },
          ],
        }}
      />
    </Box>
  )
}
