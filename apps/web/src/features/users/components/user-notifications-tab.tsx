// The notifications tab of the user page: which events reach the user by email, browser and app,
// saved together through the user's settings (PUT /api/apps/users/:id/settings { notifications }).
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Skeleton from '@mui/material/Skeleton'
import { useTranslation } from 'react-i18next'
import { NOTIFICATION_TYPES, type NotificationPreference, type UserDetail } from '@aurum/shared'
import { NotificationPreferences } from '@/components/notification-preferences'
import { ErrorState } from '@/components/state-views'
import { useUpdateUserSettings, useUserSettings } from '../api'

function UserNotificationsForm({
  userId,
  saved,
  canUpdate,
}: {
  userId: number
  saved: NotificationPreference[]
  canUpdate: boolean
}) {
  const { t } = useTranslation()
  const update = useUpdateUserSettings(userId)
  const typeText = (type: string) =>
    (NOTIFICATION_TYPES as readonly string[]).includes(type) ? t(`users.notifications.types.${type}`) : type
  return (
    <NotificationPreferences
      saved={saved}
      canUpdate={canUpdate}
      onSave={async (rows) => (await update.mutateAsync({ notifications: rows })).notifications}
      text={{
        table: t('users.notifications.title'),
        typeHeader: t('users.notifications.type'),
        type: typeText,
        channel: (channel) => t(`users.notifications.channels.${channel}`),
        cell: (type, channel) => t('users.notifications.cell', { type, channel }),
        discard: t('users.billing.discard'),
        saved: t('users.notifications.done'),
      }}
    />
  )
}

export function UserNotificationsTab({ user, canUpdate }: { user: UserDetail; canUpdate: boolean }) {
  const { t } = useTranslation()
  const settings = useUserSettings(user.id)
  return (
    <Card>
      <CardHeader
        title={t('users.notifications.title')}
        subheader={t('users.notifications.text')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      {settings.isError ? (
        <CardContent>
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        </CardContent>
      ) : null}
      {settings.isPending ? (
        <CardContent>
          <Skeleton variant="rounded" height={220} />
        </CardContent>
      ) : null}
      {settings.data ? (
        <Box>
          <UserNotificationsForm userId={user.id} saved={settings.data.notifications} canUpdate={canUpdate} />
        </Box>
      ) : null}
    </Card>
  )
}
