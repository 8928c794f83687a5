import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

const EVENTS = [
  { id: 'order', colour: 'primary', minutesAgo: 12 },
  { id: 'payment', colour: 'success', minutesAgo: 45 },
  { id: 'shipped', colour: 'info', minutesAgo: 180 },
  { id: 'delivered', colour: 'warning', minutesAgo: 1440 },
] as const

/** A vertical timeline drawn with the theme's colours (dot, line, content), mirrored in Arabic. */
export function TimelineActivity() {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {EVENTS.map(({ id, colour, minutesAgo }, index) => (
        <Box component="li" key={id} sx={{ display: 'flex', gap: 2 }}>
          <Stack sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, mt: 0.75, borderRadius: '50%', bgcolor: `${colour}.main` }} />
            {index < EVENTS.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
          </Stack>
          <Box sx={{ pb: 3, flex: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography sx={{ fontWeight: 500 }}>{t(`uiComponents.timeline.events.${id}`)}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {format.relativeTime(-minutesAgo)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t(`uiComponents.timeline.details.${id}`)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  )
}
