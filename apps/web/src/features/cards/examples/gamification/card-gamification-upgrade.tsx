import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export function CardGamificationUpgrade() {
  const { t } = useTranslation()
  return (
    <Card variant="outlined" sx={{ textAlign: 'center' }}>
      <CardContent>
        <Avatar
          sx={{
            mx: 'auto',
            mb: 2,
            width: 56,
            height: 56,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <RocketLaunchOutlined />
        </Avatar>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('cards.gamification.upgradeTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('cards.gamification.upgradeText')}
        </Typography>
        <Button variant="contained">{t('cards.gamification.upgrade')}</Button>
      </CardContent>
    </Card>
  )
}
