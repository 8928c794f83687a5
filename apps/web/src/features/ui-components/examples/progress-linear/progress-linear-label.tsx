import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

const GOALS = [
  { id: 'sales', value: 72, colour: 'primary' },
  { id: 'orders', value: 45, colour: 'info' },
  { id: 'returns', value: 12, colour: 'error' },
] as const

export function ProgressLinearLabel() {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Stack spacing={2.5}>
      {GOALS.map(({ id, value, colour }) => (
        <Box key={id}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2">{t(`uiComponents.progress.goals.${id}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {format.wholeShare(value)}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={value}
            color={colour}
            aria-label={t(`uiComponents.progress.goals.${id}`)}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      ))}
    </Stack>
  )
}
