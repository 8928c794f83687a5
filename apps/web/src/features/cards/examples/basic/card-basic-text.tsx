import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export function CardBasicText() {
  const { t } = useTranslation()
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('cards.basic.welcomeTitle')}
        </Typography>
        <Typography color="text.secondary">{t('cards.basic.welcomeText')}</Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" size="small">
          {t('cards.basic.start')}
        </Button>
        <Button size="small">{t('cards.basic.later')}</Button>
      </CardActions>
    </Card>
  )
}
