import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import { useTranslation } from 'react-i18next'
import { ColourLabels } from '../shared/colour-labels'

export function CheckboxColours() {
  const { t } = useTranslation()
  return (
    <ColourLabels control={(colour) => <Checkbox defaultChecked color={colour} />}>
      <FormControlLabel label={t('forms.disabled')} control={<Checkbox disabled />} />
      <FormControlLabel label={t('forms.sizes.small')} control={<Checkbox size="small" defaultChecked />} />
    </ColourLabels>
  )
}
