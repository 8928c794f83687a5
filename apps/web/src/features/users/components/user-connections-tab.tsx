// The connections tab of the user page: linked apps and social accounts, each switch saved at once
// through the user's settings (PUT /api/apps/users/:id/settings { connections }).
import type { SvgIconComponent } from '@mui/icons-material'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Switch from '@mui/material/Switch'
import { alpha } from '@mui/material/styles'
import BrushOutlined from '@mui/icons-material/BrushOutlined'
import Facebook from '@mui/icons-material/Facebook'
import GitHub from '@mui/icons-material/GitHub'
import Google from '@mui/icons-material/Google'
import LinkedIn from '@mui/icons-material/LinkedIn'
import LinkOutlined from '@mui/icons-material/LinkOutlined'
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined'
import SportsBasketballOutlined from '@mui/icons-material/SportsBasketballOutlined'
import TagOutlined from '@mui/icons-material/TagOutlined'
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined'
import X from '@mui/icons-material/X'
import { useTranslation } from 'react-i18next'
import { CONNECTED_APPS, CONNECTION_NAMES, type AccountConnection, type UserDetail } from '@aurum/shared'
import { useNotify } from '@/components/notifications'
import { ErrorState } from '@/components/state-views'
import { useUpdateUserSettings, useUserSettings } from '../api'

const CONNECTION_ICONS: Record<string, SvgIconComponent> = {
  google: Google,
  slack: TagOutlined,
  github: GitHub,
  mailchimp: MailOutlineOutlined,
  asana: TaskAltOutlined,
  facebook: Facebook,
  x: X,
  linkedin: LinkedIn,
  dribbble: SportsBasketballOutlined,
  behance: BrushOutlined,
}

function UserConnectionList({
  title,
  items,
  canUpdate,
  pending,
  onToggle,
}: {
  title: string
  items: AccountConnection[]
  canUpdate: boolean
  pending: boolean
  onToggle: (name: string, connected: boolean) => void
}) {
  const { t } = useTranslation()
  const nameText = (name: string) =>
    (CONNECTION_NAMES as readonly string[]).includes(name) ? t(`users.connections.names.${name}`) : name
  return (
    <List aria-label={title} disablePadding>
      {items.map((item) => {
        const Icon = CONNECTION_ICONS[item.name] ?? LinkOutlined
        return (
          <ListItem
            key={item.name}
            disableGutters
            secondaryAction={
              <Switch
                edge="end"
                checked={item.connected}
                disabled={!canUpdate || pending}
                onChange={(event) => onToggle(item.name, event.target.checked)}
                slotProps={{
                  input: { 'aria-label': t('users.connections.toggle', { name: nameText(item.name) }) },
                }}
              />
            }
          >
            <ListItemAvatar>
              <Avatar
                variant="rounded"
                aria-hidden
                sx={(theme) => ({
                  bgcolor: alpha(theme.palette.secondary.main, 0.14),
                  color: 'text.primary',
                })}
              >
                <Icon />
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={nameText(item.name)}
              secondary={
                item.connected
                  ? item.username
                    ? item.username
                    : t('users.connections.connected')
                  : t('users.connections.notConnected')
              }
            />
          </ListItem>
        )
      })}
    </List>
  )
}

export function UserConnectionsTab({ user, canUpdate }: { user: UserDetail; canUpdate: boolean }) {
  const { t } = useTranslation()
  const notify = useNotify()
  const settings = useUserSettings(user.id)
  const update = useUpdateUserSettings(user.id, { error: 'common.saveFailed' })
  const connections = settings.data?.connections ?? []
  const apps = connections.filter((item) => (CONNECTED_APPS as readonly string[]).includes(item.name))
  const social = connections.filter((item) => !(CONNECTED_APPS as readonly string[]).includes(item.name))

  // Which service changed is the switch's to know: its success snackbar is said here.
  const toggle = (name: string, connected: boolean) =>
    update.mutate(
      { connections: connections.map((item) => (item.name === name ? { ...item, connected } : item)) },
      { onSuccess: () => notify(t(connected ? 'users.connections.linked' : 'users.connections.unlinked')) },
    )

  const body = (items: AccountConnection[], title: string) =>
    settings.isError ? (
      <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
    ) : settings.isPending ? (
      <Skeleton variant="rounded" height={200} />
    ) : (
      <UserConnectionList
        title={title}
        items={items}
        canUpdate={canUpdate}
        pending={update.isPending}
        onToggle={toggle}
      />
    )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card>
        <CardHeader
          title={t('users.connections.appsTitle')}
          subheader={t('users.connections.appsText')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>{body(apps, t('users.connections.appsTitle'))}</CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('users.connections.socialTitle')}
          subheader={t('users.connections.socialText')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>{body(social, t('users.connections.socialTitle'))}</CardContent>
      </Card>
    </Box>
  )
}
