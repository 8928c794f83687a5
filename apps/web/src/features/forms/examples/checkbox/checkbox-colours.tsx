import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const

export function CheckboxColours() {
  const { t } = useTranslation()
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
      {COLOURS.map((colour) => (
        <FormControlLabel
          key={colour}
          label={t(`forms.colours.${colour}`)}
          control={<Checkbox defaultChecked color={colour} />}
        />
      ))}
      <FormControlLabel label={t('forms.disabled')} control={<Checkbox disabled />} />
      <FormControlLabel label={t('forms.sizes.small')} control={<Checkbox size="small" defaultChecked />} />
    </Stack>
  )
}
