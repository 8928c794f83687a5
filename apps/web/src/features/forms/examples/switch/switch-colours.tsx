import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { useTranslation } from 'react-i18next'

const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const

export function SwitchColours() {
  const { t } = useTranslation()
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
      {COLOURS.map((colour) => (
        <FormControlLabel
          key={colour}
          control={<Switch defaultChecked color={colour} />}
          label={t(`forms.colours.${colour}`)}
        />
      ))}
      <FormControlLabel control={<Switch size="small" defaultChecked />} label={t('forms.sizes.small')} />
    </Stack>
  )
}
