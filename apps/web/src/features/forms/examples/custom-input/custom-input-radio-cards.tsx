import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { choiceCardSx, choiceInputSlotProps } from './choice-card'

const OPTIONS = [
  { value: 'standard', Icon: LocalShippingOutlined },
  { value: 'express', Icon: RocketLaunchOutlined },
  { value: 'pickup', Icon: StorefrontOutlined },
] as const

/**
 * Options as cards that are real radios: one tab stop, the arrows move the choice, and a screen
 * reader hears the title as the name and the description after it. The whole card is the label.
 */
export function CustomInputRadioCards() {
  const { t } = useTranslation()
  const id = useId()
  const [shipping, setShipping] = useState<string>('standard')
  return (
    <FormControl fullWidth>
      <FormLabel id={`${id}-legend`} sx={{ mb: 1 }}>
        {t('forms.customInput.shipping')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        value={shipping}
        onChange={(event) => setShipping(event.target.value)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {OPTIONS.map(({ value, Icon }) => {
          const checked = shipping === value
          return (
            <Box
              key={value}
              component="label"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                textAlign: 'center',
                gap: 0.5,
                p: 2,
                ...choiceCardSx(checked),
              }}
            >
              <Icon color={checked ? 'primary' : 'action'} fontSize="large" />
              <Typography
                id={`${id}-${value}-title`}
                variant="subtitle1"
                component="span"
                sx={{ fontWeight: 600 }}
              >
                {t(`forms.customInput.shippingOptions.${value}.title`)}
              </Typography>
              <Typography id={`${id}-${value}-text`} variant="body2" color="text.secondary" component="span">
                {t(`forms.customInput.shippingOptions.${value}.text`)}
              </Typography>
              <Radio value={value} slotProps={choiceInputSlotProps(id, value)} />
            </Box>
          )
        })}
      </RadioGroup>
    </FormControl>
  )
}
