import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import { useMemo } from 'react'
import { Bubble } from 'react-chartjs-2'
import { useTranslation } from 'react-i18next'
import { useChartOptions } from '@/features/charts/chartjs-setup'

/** Products: price (x), units sold (y) and margin (bubble size), a fixed sample. */
const PRODUCTS = [
  { x: 20, y: 74, r: 10 },
  { x: 35, y: 52, r: 14 },
  { x: 48, y: 61, r: 8 },
  { x: 60, y: 30, r: 18 },
  { x: 75, y: 42, r: 12 },
  { x: 90, y: 18, r: 20 },
]

export function ChartjsBubble() {
  const { t } = useTranslation()
  const { palette } = useTheme()
  const options = useChartOptions<'bubble'>(
    useMemo(() => ({ scales: { x: { min: 0, max: 100 }, y: { min: 0, max: 100 } } }), []),
  )
  return (
    <Box sx={{ height: 300 }}>
      <Bubble
        role="img"
        aria-label={t('charts.chartjs.bubbleLabel')}
        options={options}
        data={{
          datasets: [
            {
              label: t('charts.series.products'),
              data: PRODUCTS,
              backgroundColor: alpha(palette.warning.main, 0.6),
              borderColor: palette.warning.main,
            },
          ],
        }}
      />
    </Box>
  )
}
