import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const
const VARIANTS = ['contained', 'outlined', 'text'] as const

export function ButtonVariants() {
  const { t } = useTranslation()
  return (
    <Stack spacing={2}>
      {VARIANTS.map((variant) => (
        <Stack key={variant} direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {COLOURS.map((colour) => (
            <Button key={colour} variant={variant} color={colour}>
              {t(`uiComponents.colours.${colour}`)}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {t('uiComponents.button.disabled')}
          </Button>
        </Stack>
      ))}
    </Stack>
  )
}
