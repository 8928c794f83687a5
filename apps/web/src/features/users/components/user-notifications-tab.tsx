// The notifications tab of the user page: which events reach the user by email, browser and app,
// saved together through the user's settings (PUT /api/apps/users/:id/settings { notifications }).
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Checkbox from '@mui/material/Checkbox'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { NOTIFICATION_TYPES, type NotificationPreference, type UserDetail } from '@aurum/shared'
import { useNotify } from '../../../components/notifications'
import { ErrorState } from '../../../components/state-views'
import { useUpdateUserSettings, useUserSettings } from '../api'

const CHANNELS = ['email', 'browser', 'app'] as const
type Channel = (typeof CHANNELS)[number]

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
  const notify = useNotify()
  const update = useUpdateUserSettings(userId)
  const [rows, setRows] = useState(saved)
  const dirty = JSON.stringify(rows) !== JSON.stringify(saved)
  const typeText = (type: string) =>
    (NOTIFICATION_TYPES as readonly string[]).includes(type) ? t(`users.notifications.types.${type}`) : type

  const toggle = (type: string, channel: Channel, checked: boolean) =>
    setRows((current) => current.map((row) => (row.type === type ? { ...row, [channel]: checked } : row)))

  const save = async () => {
    try {
      const settings = await update.mutateAsync({ notifications: rows })
      setRows(settings.notifications)
      notify(t('users.notifications.done'))
    } catch {
      notify(t('common.saveFailed'), 'error')
    }
  }

  return (
    <>
      <TableContainer>
        <Table aria-label={t('users.notifications.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('users.notifications.type')}</TableCell>
              {CHANNELS.map((channel) => (
                <TableCell key={channel} align="center">
                  {t(`users.notifications.channels.${channel}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.type}>
                <TableCell>{typeText(row.type)}</TableCell>
                {CHANNELS.map((channel) => (
                  <TableCell key={channel} align="center" padding="checkbox">
                    <Checkbox
                      checked={row[channel]}
                      disabled={!canUpdate}
                      onChange={(event) => toggle(row.type, channel, event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': t('users.notifications.cell', {
                            type: typeText(row.type),
                            channel: t(`users.notifications.channels.${channel}`),
                          }),
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {canUpdate ? (
        <CardContent sx={{ display: 'flex', gap: 2 }}>
          <Button
            variant="contained"
            onClick={() => void save()}
            loading={update.isPending}
            disabled={!dirty}
          >
            {t('common.saveChanges')}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => setRows(saved)}
            disabled={!dirty || update.isPending}
          >
            {t('users.billing.discard')}
          </Button>
        </CardContent>
      ) : null}
    </>
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
