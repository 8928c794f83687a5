// A row of one control in each of the theme's colours, each labelled with its colour's name, then
// the example's other variants (the checkbox and switch colour examples).
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import type { ReactElement, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const

export type ColourLabelsProps = {
  control: (colour: (typeof COLOURS)[number]) => ReactElement
  children?: ReactNode
}

export function ColourLabels({ control, children }: ColourLabelsProps) {
  const { t } = useTranslation()
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
      {COLOURS.map((colour) => (
        <FormControlLabel key={colour} label={t(`forms.colours.${colour}`)} control={control(colour)} />
      ))}
      {children}
    </Stack>
  )
}
