// Notifications: for each store event (an order placed at the checkout, a new customer, an order
// dispatched), whether the team hears of it by mail (to the store's contact email) and in the app
// (the bell of whoever handles it).
import Checkbox from '@mui/material/Checkbox'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { storeNotificationsSchema, type StoreNotifications } from '@aurum/shared'
import { SettingsSectionCard, useSettingsSubmit } from './settings-section-form'
import { zodResolver } from '@/lib/zod-resolver'
import { TableScrollRegion } from '@/components/table-scroll-region'

const CHANNELS = ['email', 'app'] as const

export function SettingsNotificationsForm({ saved }: { saved: StoreNotifications }) {
  const { t } = useTranslation()
  const eventText = (type: string) => t(`ecommerce.settings.notifications.events.${type}`)
  const form = useForm<StoreNotifications>({
    resolver: zodResolver(storeNotificationsSchema),
    defaultValues: saved,
  })
  const { control, formState, reset } = form
  const { onSubmit, pending } = useSettingsSubmit('notifications', form)
  return (
    <SettingsSectionCard
      title={t('ecommerce.settings.sections.notifications')}
      subheader={t('ecommerce.settings.notifications.subheader')}
      onSubmit={() => void onSubmit()}
      dirty={formState.isDirty}
      pending={pending}
      onDiscard={() => reset()}
    >
      <TableScrollRegion label={t('ecommerce.settings.sections.notifications')}>
        <Table size="small" aria-label={t('ecommerce.settings.sections.notifications')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('ecommerce.settings.notifications.event')}</TableCell>
              {CHANNELS.map((channel) => (
                <TableCell key={channel} align="center">
                  {t(`ecommerce.settings.notifications.channels.${channel}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {saved.events.map((event, index) => (
              <TableRow key={event.type}>
                <TableCell>
                  {eventText(event.type)}
                  <Typography variant="body2" color="text.secondary">
                    {t(`ecommerce.settings.notifications.eventHelp.${event.type}`)}
                  </Typography>
                </TableCell>
                {CHANNELS.map((channel) => (
                  <TableCell key={channel} align="center" padding="checkbox">
                    <Controller
                      control={control}
                      name={`events.${index}.${channel}`}
                      render={({ field }) => (
                        <Checkbox
                          checked={Boolean(field.value)}
                          onChange={(change) => field.onChange(change.target.checked)}
                          slotProps={{
                            input: {
                              'aria-label': t('ecommerce.settings.notifications.toggle', {
                                channel: t(`ecommerce.settings.notifications.channels.${channel}`),
                                event: eventText(event.type),
                              }),
                            },
                          }}
                        />
                      )}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollRegion>
    </SettingsSectionCard>
  )
}
