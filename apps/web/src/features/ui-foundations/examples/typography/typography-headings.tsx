import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

/** The theme's headings, each with its actual size and weight. */
export function TypographyHeadings() {
  const { t } = useTranslation()
  const theme = useTheme()
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 3,
        rowGap: 1.5,
        alignItems: 'baseline',
      }}
    >
      {HEADINGS.map((variant) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography variant="caption" color="text.secondary" dir="ltr">
            {`${variant} · ${theme.typography[variant].fontSize} · ${theme.typography[variant].fontWeight}`}
          </Typography>
          <Typography variant={variant} component="p">
            {t('uiFoundations.typography.heading')}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
