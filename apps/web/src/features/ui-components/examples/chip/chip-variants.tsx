import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { TonalChip } from '@/components/tonal-chip'

const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const

export function ChipVariants() {
  const { t } = useTranslation()
  return (
    <Stack spacing={2}>
      {(['filled', 'outlined'] as const).map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {COLOURS.map((colour) => (
            <Chip key={colour} variant={variant} color={colour} label={t(`uiComponents.colours.${colour}`)} />
          ))}
        </Stack>
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {COLOURS.map((colour) => (
          <TonalChip key={colour} color={colour} label={t(`uiComponents.colours.${colour}`)} />
        ))}
      </Stack>
    </Stack>
  )
}
