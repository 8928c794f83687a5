// The "add new role" card that closes the row of role cards.
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import AddModeratorOutlined from '@mui/icons-material/AddModeratorOutlined'
import { useTranslation } from 'react-i18next'

export function RoleAddCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation()
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          textAlign: 'center',
        }}
      >
        <Avatar
          variant="rounded"
          aria-hidden
          sx={(theme) => ({
            width: 48,
            height: 48,
            bgcolor: alpha(theme.palette.primary.main, 0.16),
            color: theme.palette.primaryText,
          })}
        >
          <AddModeratorOutlined />
        </Avatar>
        <Button variant="contained" onClick={onAdd}>
          {t('roles.add.button')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('roles.add.text')}
        </Typography>
      </CardContent>
    </Card>
  )
}
