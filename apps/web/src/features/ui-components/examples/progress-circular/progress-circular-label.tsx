import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/** A determinate circle with its value written inside. */
export function ProgressCircularLabel() {
  const { t } = useTranslation()
  const format = useFormat()
  const [progress, setProgress] = useState(10)
  useEffect(() => {
    const timer = setInterval(() => setProgress((value) => (value >= 100 ? 0 : value + 10)), 800)
    return () => clearInterval(timer)
  }, [])
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      {[32, 48, 64].map((size) => (
        <Box key={size} sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress
            variant="determinate"
            value={progress}
            size={size}
            aria-label={t('uiComponents.progress.upload')}
          />
          {size >= 48 && (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <Typography variant="caption" color="text.secondary">
                {format.wholeShare(progress)}
              </Typography>
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  )
}
