import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useTranslation } from 'react-i18next'
import { ColourLabels } from '../shared/colour-labels'

export function SwitchColours() {
  const { t } = useTranslation()
  return (
    <ColourLabels control={(colour) => <Switch defaultChecked color={colour} />}>
      <FormControlLabel control={<Switch size="small" defaultChecked />} label={t('forms.sizes.small')} />
    </ColourLabels>
  )
}
