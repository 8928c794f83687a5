import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import Switch from '@mui/material/Switch'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const SETTINGS = ['emails', 'sounds', 'weekly'] as const

export function SwitchSettings() {
  const { t } = useTranslation()
  const [on, setOn] = useState<Record<string, boolean>>({ emails: true, sounds: false, weekly: true })
  return (
    <FormGroup>
      {SETTINGS.map((setting) => (
        <FormControlLabel
          key={setting}
          control={
            <Switch
              checked={on[setting]}
              onChange={(event) => setOn((current) => ({ ...current, [setting]: event.target.checked }))}
            />
          }
          label={t(`forms.switch.settings.${setting}`)}
        />
      ))}
      <FormControlLabel control={<Switch disabled defaultChecked />} label={t('forms.switch.managed')} />
      <FormHelperText>{t('forms.switch.help')}</FormHelperText>
    </FormGroup>
  )
}
