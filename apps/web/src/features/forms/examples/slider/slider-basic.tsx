import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

export function SliderBasic() {
  const { t } = useTranslation()
  const [volume, setVolume] = useState(40)
  const volumeId = useId()
  const stepsId = useId()
  return (
    <Stack spacing={3}>
      <div>
        <Typography id={volumeId} gutterBottom>
          {t('forms.slider.volume', { value: volume })}
        </Typography>
        <Slider
          aria-labelledby={volumeId}
          value={volume}
          onChange={(_, value) => setVolume(value as number)}
        />
      </div>
      <div>
        <Typography id={stepsId} gutterBottom>
          {t('forms.slider.steps')}
        </Typography>
        <Slider
          aria-labelledby={stepsId}
          defaultValue={30}
          step={10}
          marks
          min={0}
          max={100}
          valueLabelDisplay="auto"
          color="secondary"
        />
      </div>
      <Slider aria-label={t('forms.disabled')} defaultValue={60} disabled />
    </Stack>
  )
}
