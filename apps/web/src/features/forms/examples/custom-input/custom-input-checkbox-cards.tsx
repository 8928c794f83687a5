import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import SecurityOutlined from '@mui/icons-material/SecurityOutlined'
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { choiceCardSx, choiceInputSlotProps } from './choice-card'

const ADD_ONS = [
  { value: 'analytics', Icon: InsightsOutlined },
  { value: 'security', Icon: SecurityOutlined },
  { value: 'support', Icon: SupportAgentOutlined },
] as const
type AddOn = (typeof ADD_ONS)[number]['value']

/** Cards that are real checkboxes in a named group: Tab visits each, Space ticks it. */
export function CustomInputCheckboxCards() {
  const { t } = useTranslation()
  const id = useId()
  const [chosen, setChosen] = useState<AddOn[]>(['security'])
  const toggle = (value: AddOn) =>
    setChosen((current) =>
      current.includes(value) ? current.filter((item) => item !== value) : [...current, value],
    )
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('forms.customInput.addOns')}
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gap: 2 }}>
        {ADD_ONS.map(({ value, Icon }) => {
          const checked = chosen.includes(value)
          return (
            <Box
              key={value}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1.5,
                p: 2,
                ...choiceCardSx(checked),
              }}
            >
              <Icon color={checked ? 'primary' : 'action'} sx={{ mt: 0.5 }} />
              <Box sx={{ flex: 1 }}>
                <Typography
                  id={`${id}-${value}-title`}
                  variant="subtitle1"
                  component="span"
                  sx={{ display: 'block', fontWeight: 600 }}
                >
                  {t(`forms.customInput.addOnOptions.${value}.title`)}
                </Typography>
                <Typography
                  id={`${id}-${value}-text`}
                  variant="body2"
                  color="text.secondary"
                  component="span"
                >
                  {t(`forms.customInput.addOnOptions.${value}.text`)}
                </Typography>
              </Box>
              <Checkbox
                checked={checked}
                onChange={() => toggle(value)}
                sx={{ m: -1 }}
                slotProps={choiceInputSlotProps(id, value)}
              />
            </Box>
          )
        })}
      </FormGroup>
    </FormControl>
  )
}
