import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { readableShade, type TonalChipColor } from '@/components/tonal-chip'

const TEXT_COLOURS = ['text.primary', 'text.secondary'] as const
/** Palette colours as text take their readable shade (the light tints fail contrast on paper). */
const TONES: TonalChipColor[] = ['primary', 'success', 'info', 'error']
const WEIGHTS = [400, 500, 600, 700] as const

/** Text colours from the palette and the weights the font ships with. */
export function TypographyColours() {
  const { t } = useTranslation()
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        {TEXT_COLOURS.map((colour) => (
          <Typography key={colour} color={colour}>
            <span dir="ltr">{colour}</span> · {t('uiFoundations.typography.colourSample')}
          </Typography>
        ))}
        {TONES.map((tone) => (
          <Typography key={tone} sx={{ color: (theme) => readableShade(theme, tone) }}>
            <span dir="ltr">{tone}</span> · {t('uiFoundations.typography.colourSample')}
          </Typography>
        ))}
      </Stack>
      <Stack spacing={0.5}>
        {WEIGHTS.map((weight) => (
          <Typography key={weight} sx={{ fontWeight: weight }}>
            {weight} · {t('uiFoundations.typography.weightSample')}
          </Typography>
        ))}
      </Stack>
      <Typography
        title={t('uiFoundations.typography.truncated')}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 320 }}
      >
        {t('uiFoundations.typography.truncated')}
      </Typography>
    </Stack>
  )
}
