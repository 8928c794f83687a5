import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** A picture above the text; the image is one of Aurum's generated pictures, nothing from outside. */
export function CardBasicMedia() {
  const { t } = useTranslation()
  return (
    <Card variant="outlined">
      <CardMedia
        component="img"
        height={160}
        image="/api/media/image/product/Aurora%20desk%20lamp.svg"
        alt={t('cards.basic.mediaAlt')}
      />
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('cards.basic.mediaTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('cards.basic.mediaText')}
        </Typography>
      </CardContent>
    </Card>
  )
}
