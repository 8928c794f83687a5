// The connections tab: a card per person with their figures and a Connect / Connected button that
// the server stores (PUT /api/pages/profile/connections/:index).
import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined'
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import { useTranslation } from 'react-i18next'
import type { ProfileConnection } from '@aurum/shared'
import { useNotify } from '@/components/notifications'
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views'
import { UserAvatar } from '@/components/user-avatar'
import { useProfileTab, useSetConnection } from '../api'
import { ProfileChips } from './profile-chips'
import { useFormat } from '@/lib/format'

type ConnectionCardProps = { connection: ProfileConnection; pending: boolean; onToggle: () => void }

function ConnectionFigure({ value, label }: { value: string; label: string }) {
  const format = useFormat()
  const count = Number(value)
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {Number.isFinite(count) ? format.number(count) : value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  )
}

function ProfileConnectionCard({ connection, pending, onToggle }: ConnectionCardProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          textAlign: 'center',
          height: '100%',
        }}
      >
        <UserAvatar name={connection.name} src={connection.avatar} size={96} />
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            {connection.name}
          </Typography>
          <Typography color="text.secondary">{connection.designation}</Typography>
        </Box>
        <ProfileChips chips={connection.chips} />
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-around',
            alignSelf: 'stretch',
            gap: 2,
            flex: 1,
            alignItems: 'flex-end',
          }}
        >
          <ConnectionFigure value={connection.projects} label={t('profile.connections.projects')} />
          <ConnectionFigure value={connection.tasks} label={t('profile.connections.tasks')} />
          <ConnectionFigure value={connection.connections} label={t('profile.connections.connections')} />
        </Box>
        <Button
          variant={connection.isConnected ? 'contained' : 'outlined'}
          startIcon={connection.isConnected ? <HowToRegOutlined /> : <PersonAddOutlined />}
          loading={pending}
          onClick={onToggle}
        >
          {connection.isConnected ? t('profile.connections.connected') : t('profile.connections.connect')}
        </Button>
      </CardContent>
    </Card>
  )
}

export function ProfileConnectionsTab() {
  const { t } = useTranslation()
  const notify = useNotify()
  const connections = useProfileTab('connections')
  const setConnection = useSetConnection()

  if (connections.isError)
    return <ErrorState error={connections.error} onRetry={() => void connections.refetch()} />
  if (!connections.data) return <LoadingState label={t('profile.loading')} />
  if (connections.data.length === 0) {
    return (
      <Card>
        <EmptyState title={t('profile.connections.empty')}>{t('profile.connections.emptyHint')}</EmptyState>
      </Card>
    )
  }

  const toggle = async (index: number, connection: ProfileConnection) => {
    const isConnected = !connection.isConnected
    try {
      await setConnection.mutateAsync({ index, isConnected })
    } catch {
      // The failure names the service, which only the row knows.
      notify(t('profile.connections.saveFailed', { name: connection.name }), 'error')
    }
  }

  return (
    <Grid container spacing={3}>
      {connections.data.map((connection, index) => (
        <Grid key={`${index}-${connection.name}`} size={{ xs: 12, sm: 6, lg: 4 }}>
          <ProfileConnectionCard
            connection={connection}
            pending={setConnection.isPending && setConnection.variables?.index === index}
            onToggle={() => void toggle(index, connection)}
          />
        </Grid>
      ))}
    </Grid>
  )
}
