import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const SHIPPING = ['standard', 'express', 'pickup'] as const

export function RadioGroupExample() {
  const { t } = useTranslation()
  const [value, setValue] = useState<(typeof SHIPPING)[number]>('standard')
  const labelId = useId()
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('forms.radio.shipping')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => setValue(event.target.value as typeof value)}
      >
        {SHIPPING.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={t(`forms.radio.options.${option}`)}
          />
        ))}
        <FormControlLabel value="drone" control={<Radio />} label={t('forms.radio.drone')} disabled />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('forms.radio.chosen', { option: t(`forms.radio.options.${value}`) })}
      </Typography>
    </FormControl>
  )
}
