import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

const COLOURS = ['primary', 'success', 'warning', 'error'] as const

/** On one row, each in its colour, the label before or after. */
export function RadioRow() {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('forms.radio.colour')}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} defaultValue="primary">
        {COLOURS.map((colour) => (
          <FormControlLabel
            key={colour}
            value={colour}
            control={<Radio color={colour} />}
            label={t(`forms.colours.${colour}`)}
          />
        ))}
        <FormControlLabel
          value="start"
          control={<Radio size="small" />}
          label={t('forms.radio.labelFirst')}
          labelPlacement="start"
        />
      </RadioGroup>
    </FormControl>
  )
}
