// The notification tab: for each event, whether it comes by email, in the browser or in the app;
// saved together with PUT /api/account/notifications.
import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import { useTranslation } from 'react-i18next'
import type { Account } from '@aurum/shared'
import { NotificationPreferences } from '@/components/notification-preferences'
import { useSaveNotifications } from '../api'

export function AccountNotificationsTab({ account }: { account: Account }) {
  const { t } = useTranslation()
  const save = useSaveNotifications()
  return (
    <Card aria-labelledby="account-notifications-title">
      <CardHeader
        id="account-notifications-title"
        title={t('account.notifications.title')}
        subheader={t('account.notifications.text')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <NotificationPreferences
        saved={account.notifications}
        onSave={(rows) => save.mutateAsync(rows)}
        text={{
          table: t('account.notifications.tableLabel'),
          typeHeader: t('account.notifications.type'),
          type: (type) => t(`account.notifications.types.${type}`),
          channel: (channel) => t(`account.notifications.channels.${channel}`),
          cell: (type, channel) => t('account.notifications.checkboxLabel', { type, channel }),
          discard: t('account.discard'),
          saved: t('account.notifications.saved'),
        }}
      />
    </Card>
  )
}
