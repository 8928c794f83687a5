import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined'
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined'
import TabletMacOutlined from '@mui/icons-material/TabletMacOutlined'
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { choiceCardSx } from './choice-card'

const DEVICES = [
  { value: 'desktop', Icon: DesktopWindowsOutlined },
  { value: 'tablet', Icon: TabletMacOutlined },
  { value: 'phone', Icon: PhoneIphoneOutlined },
] as const

/** A picture per option (an icon here, so nothing is fetched), its radio in the corner. */
export function CustomInputImageCards() {
  const { t } = useTranslation()
  const id = useId()
  const [device, setDevice] = useState<string>('desktop')
  return (
    <FormControl fullWidth>
      <FormLabel id={`${id}-legend`} sx={{ mb: 1 }}>
        {t('forms.customInput.preview')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        value={device}
        onChange={(event) => setDevice(event.target.value)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 1fr)' }}
      >
        {DEVICES.map(({ value, Icon }) => {
          const checked = device === value
          return (
            <Box
              key={value}
              component="label"
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                overflow: 'hidden',
                ...choiceCardSx(checked),
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: '100%',
                  display: 'grid',
                  placeItems: 'center',
                  py: 3,
                  bgcolor: (theme) => alpha(theme.palette.primary.main, checked ? 0.16 : 0.06),
                  color: checked ? 'primary.main' : 'text.secondary',
                }}
              >
                <Icon sx={{ fontSize: 56 }} />
              </Box>
              <Typography variant="body2" component="span" sx={{ py: 1, fontWeight: 600 }}>
                {t(`forms.customInput.devices.${value}`)}
              </Typography>
              <Radio value={value} size="small" sx={{ position: 'absolute', top: 0, insetInlineEnd: 0 }} />
            </Box>
          )
        })}
      </RadioGroup>
    </FormControl>
  )
}
