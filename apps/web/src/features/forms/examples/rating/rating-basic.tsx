import Box from '@mui/material/Box'
import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const WORDS = ['useless', 'poor', 'ok', 'good', 'excellent'] as const

export function RatingBasic() {
  const { t } = useTranslation()
  const [value, setValue] = useState<number | null>(4)
  const [hover, setHover] = useState(-1)
  const labelId = useId()
  const shown = hover !== -1 ? hover : value
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography id={labelId}>{t('forms.rating.yourRating')}</Typography>
        <Rating
          name="rating-basic"
          value={value}
          onChange={(_, next) => setValue(next)}
          onChangeActive={(_, next) => setHover(next)}
          getLabelText={(stars) => t('forms.rating.stars', { count: stars })}
        />
        {shown !== null && shown > 0 && (
          <Typography color="text.secondary">
            {t(`forms.rating.words.${WORDS[Math.ceil(shown) - 1]}`)}
          </Typography>
        )}
      </Box>
      <Rating
        name="rating-half"
        defaultValue={3.5}
        precision={0.5}
        getLabelText={(stars) => t('forms.rating.stars', { count: stars })}
      />
      <Rating name="rating-read-only" value={4} readOnly size="small" />
      <Rating name="rating-disabled" value={2} disabled size="large" />
    </Stack>
  )
}
