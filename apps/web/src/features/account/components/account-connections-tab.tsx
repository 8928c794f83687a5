// The connection tab: apps linked by a switch, social accounts by a switch and the handle used
// there; saved together with PUT /api/account/connections.
import { useMemo } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import type { SvgIconComponent } from '@mui/icons-material'
import Campaign from '@mui/icons-material/Campaign'
import Facebook from '@mui/icons-material/Facebook'
import GitHub from '@mui/icons-material/GitHub'
import Google from '@mui/icons-material/Google'
import LinkedIn from '@mui/icons-material/LinkedIn'
import Palette from '@mui/icons-material/Palette'
import SportsBasketball from '@mui/icons-material/SportsBasketball'
import Tag from '@mui/icons-material/Tag'
import TaskAlt from '@mui/icons-material/TaskAlt'
import X from '@mui/icons-material/X'
import { Controller, useForm, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CONNECTED_APPS, type Account, type AccountConnection, type ConnectionName } from '@aurum/shared'
import { useSaveConnections } from '../api'
import { FormSaveActions } from '@/components/form-save-actions'

type ConnectionsForm = { connections: AccountConnection[] }

/**
 * One mark per service, all in the same tile: the brand's logo where MUI ships it, otherwise the
 * symbol the service is known by (Slack's hash, Dribbble's ball), never a mix of logos and letters.
 */
const ICONS: Record<ConnectionName, SvgIconComponent> = {
  google: Google,
  slack: Tag,
  github: GitHub,
  mailchimp: Campaign,
  asana: TaskAlt,
  facebook: Facebook,
  x: X,
  linkedin: LinkedIn,
  dribbble: SportsBasketball,
  behance: Palette,
}

function ConnectionMark({ name }: { name: ConnectionName }) {
  const Icon = ICONS[name]
  return (
    <Avatar
      variant="rounded"
      sx={{ width: 38, height: 38, bgcolor: 'action.selected', color: 'text.primary' }}
    >
      <Icon aria-hidden />
    </Avatar>
  )
}

function ConnectionRow({
  control,
  index,
  name,
  social,
}: {
  control: Control<ConnectionsForm>
  index: number
  name: ConnectionName
  social: boolean
}) {
  const { t } = useTranslation()
  const label = t(`account.connections.names.${name}`)
  const connected = useWatch({ control, name: `connections.${index}.connected` })
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 1, px: 0 }}>
      <ListItemAvatar sx={{ minWidth: 0 }}>
        <ConnectionMark name={name} />
      </ListItemAvatar>
      <ListItemText
        primary={label}
        secondary={
          social
            ? connected
              ? t('account.connections.connected')
              : t('account.connections.notConnected')
            : t(`account.connections.descriptions.${name}`)
        }
        sx={{ flex: '1 1 120px' }}
      />
      {social ? (
        <Controller
          control={control}
          name={`connections.${index}.username`}
          render={({ field }) => (
            <TextField
              size="small"
              label={t('account.connections.usernameLabel', { name: label })}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={!connected}
              sx={{ flex: '1 1 160px', maxWidth: 240 }}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name={`connections.${index}.connected`}
        render={({ field }) => (
          <Switch
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ input: { 'aria-label': t('account.connections.connectLabel', { name: label }) } }}
          />
        )}
      />
    </ListItem>
  )
}

export function AccountConnectionsTab({ account }: { account: Account }) {
  const { t } = useTranslation()
  const save = useSaveConnections()
  const saved = useMemo<ConnectionsForm>(
    () => ({
      connections: account.connections.map((entry) => ({ ...entry, username: entry.username ?? '' })),
    }),
    [account.connections],
  )
  const { control, handleSubmit, reset, formState } = useForm<ConnectionsForm>({ values: saved })
  const onSubmit = handleSubmit(async ({ connections }) => {
    try {
      await save.mutateAsync(
        connections.map(({ name, connected, username }) =>
          username ? { name, connected, username } : { name, connected },
        ),
      )
    } catch {
      // The mutation's error snackbar says it; the form keeps what was typed.
    }
  })
  const rows = account.connections.map((entry, index) => ({
    index,
    name: entry.name,
    social: !(CONNECTED_APPS as readonly string[]).includes(entry.name),
  }))
  const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('account.tabs.connection')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              title={t('account.connections.appsTitle')}
              subheader={t('account.connections.appsText')}
              slotProps={cardTitle}
            />
            <CardContent sx={{ pt: 0 }}>
              <List disablePadding>
                {rows
                  .filter((row) => !row.social)
                  .map((row) => (
                    <ConnectionRow
                      key={row.name}
                      control={control}
                      index={row.index}
                      name={row.name}
                      social={false}
                    />
                  ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              title={t('account.connections.socialTitle')}
              subheader={t('account.connections.socialText')}
              slotProps={cardTitle}
            />
            <CardContent sx={{ pt: 0 }}>
              <List disablePadding>
                {rows
                  .filter((row) => row.social)
                  .map((row) => (
                    <ConnectionRow
                      key={row.name}
                      control={control}
                      index={row.index}
                      name={row.name}
                      social
                    />
                  ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <FormSaveActions
        formState={formState}
        onDiscard={() => reset(saved)}
        discardLabel={t('account.discard')}
      />
    </Box>
  )
}
