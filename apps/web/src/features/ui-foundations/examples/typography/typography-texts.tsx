import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

const TEXTS = ['subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const

export function TypographyTexts() {
  const { t } = useTranslation()
  return (
    <Stack spacing={1.5}>
      {TEXTS.map((variant) => (
        <div key={variant}>
          <Typography variant="caption" color="text.secondary" component="div" dir="ltr">
            {variant}
          </Typography>
          <Typography variant={variant} component="p">
            {t('uiFoundations.typography.sentence')}
          </Typography>
        </div>
      ))}
    </Stack>
  )
}
