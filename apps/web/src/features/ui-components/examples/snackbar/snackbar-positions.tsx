import Button from '@mui/material/Button'
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const POSITIONS: { id: string; origin: SnackbarOrigin }[] = [
  { id: 'topStart', origin: { vertical: 'top', horizontal: 'left' } },
  { id: 'topCenter', origin: { vertical: 'top', horizontal: 'center' } },
  { id: 'bottomEnd', origin: { vertical: 'bottom', horizontal: 'right' } },
]

/** Left and right follow the reading direction: the theme mirrors them in Arabic. */
export function SnackbarPositions() {
  const { t } = useTranslation()
  const [position, setPosition] = useState<(typeof POSITIONS)[number] | null>(null)
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {POSITIONS.map((entry) => (
        <Button key={entry.id} variant="outlined" onClick={() => setPosition(entry)}>
          {t(`uiComponents.snackbar.positions.${entry.id}`)}
        </Button>
      ))}
      <Snackbar
        key={position?.id}
        anchorOrigin={position?.origin}
        open={position !== null}
        autoHideDuration={3000}
        onClose={() => setPosition(null)}
        message={position ? t(`uiComponents.snackbar.positions.${position.id}`) : ''}
      />
    </Stack>
  )
}
