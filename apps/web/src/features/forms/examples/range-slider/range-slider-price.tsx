import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

const MIN_GAP = 50

/** Two thumbs that keep a minimum distance: a price range. */
export function RangeSliderPrice() {
  const { t } = useTranslation()
  const format = useFormat()
  const [range, setRange] = useState<number[]>([100, 600])
  return (
    <Stack spacing={1}>
      <Typography>
        {t('forms.rangeSlider.between', { from: format.money(range[0]!), to: format.money(range[1]!) })}
      </Typography>
      <Slider
        getAriaLabel={(index) => t(index === 0 ? 'forms.rangeSlider.minimum' : 'forms.rangeSlider.maximum')}
        getAriaValueText={(value) => format.money(value)}
        value={range}
        min={0}
        max={1000}
        step={10}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => format.money(value)}
        onChange={(_, value, thumb) => {
          const [low, high] = value as number[]
          setRange(
            thumb === 0
              ? [Math.min(low!, range[1]! - MIN_GAP), range[1]!]
              : [range[0]!, Math.max(high!, range[0]! + MIN_GAP)],
          )
        }}
      />
    </Stack>
  )
}
