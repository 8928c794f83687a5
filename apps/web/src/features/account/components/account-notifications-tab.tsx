// The notification tab: for each event, whether it comes by email, in the browser or in the app;
// saved together with PUT /api/account/notifications.
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Checkbox from '@mui/material/Checkbox'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Account, NotificationPreference } from '@aurum/shared'
import { useNotify } from '../../../components/notifications'
import { useSaveNotifications } from '../api'

const CHANNELS = ['email', 'browser', 'app'] as const
type NotificationsForm = { notifications: NotificationPreference[] }

export function AccountNotificationsTab({ account }: { account: Account }) {
  const { t } = useTranslation()
  const notify = useNotify()
  const save = useSaveNotifications()
  const saved = useMemo<NotificationsForm>(
    () => ({ notifications: account.notifications }),
    [account.notifications],
  )
  const { control, handleSubmit, reset, formState } = useForm<NotificationsForm>({ values: saved })
  const onSubmit = handleSubmit(async ({ notifications }) => {
    try {
      await save.mutateAsync(notifications)
      notify(t('account.notifications.saved'))
    } catch {
      notify(t('common.saveFailed'), 'error')
    }
  })
  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-labelledby="account-notifications-title">
      <CardHeader
        id="account-notifications-title"
        title={t('account.notifications.title')}
        subheader={t('account.notifications.text')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <TableContainer>
        <Table aria-label={t('account.notifications.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('account.notifications.type')}</TableCell>
              {CHANNELS.map((channel) => (
                <TableCell key={channel} align="center">
                  {t(`account.notifications.channels.${channel}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {account.notifications.map((preference, index) => {
              const type = t(`account.notifications.types.${preference.type}`)
              return (
                <TableRow key={preference.type}>
                  <TableCell component="th" scope="row">
                    {type}
                  </TableCell>
                  {CHANNELS.map((channel) => (
                    <TableCell key={channel} align="center" padding="checkbox">
                      <Controller
                        control={control}
                        name={`notifications.${index}.${channel}`}
                        render={({ field }) => (
                          <Checkbox
                            checked={Boolean(field.value)}
                            onChange={(event) => field.onChange(event.target.checked)}
                            onBlur={field.onBlur}
                            inputRef={field.ref}
                            slotProps={{
                              input: {
                                'aria-label': t('account.notifications.checkboxLabel', {
                                  type,
                                  channel: t(`account.notifications.channels.${channel}`),
                                }),
                              },
                            }}
                          />
                        )}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('common.saveChanges')}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            disabled={!formState.isDirty || formState.isSubmitting}
            onClick={() => reset(saved)}
          >
            {t('account.discard')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
