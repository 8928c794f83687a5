import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

const SIZES = ['small', 'medium', 'large'] as const

export function ButtonSizes() {
  const { t } = useTranslation()
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} useFlexGap>
        {SIZES.map((size) => (
          <Button key={size} variant="contained" size={size}>
            {t(`uiComponents.sizes.${size}`)}
          </Button>
        ))}
      </Stack>
      <Button variant="outlined" fullWidth>
        {t('uiComponents.button.fullWidth')}
      </Button>
    </Stack>
  )
}
