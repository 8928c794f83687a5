import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined'
import Avatar from '@mui/material/Avatar'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export function CardBasicHeader() {
  const { t } = useTranslation()
  return (
    <Card variant="outlined">
      <CardHeader
        avatar={<Avatar alt="" src="/api/media/avatar/grace-hopper.svg" />}
        title="Grace Hopper"
        subheader={t('cards.basic.postedAgo')}
        action={
          <IconButton aria-label={t('cards.basic.more')}>
            <MoreVertOutlined />
          </IconButton>
        }
        slotProps={{ title: { component: 'h3' } }}
      />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {t('cards.basic.postText')}
        </Typography>
      </CardContent>
    </Card>
  )
}
