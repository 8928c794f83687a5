// The account tab of the user page: the account at a glance (company, plan, sessions) and the
// latest sign-ins, all from the user and their recorded sessions.
import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import DevicesOutlined from '@mui/icons-material/DevicesOutlined'
import { useTranslation } from 'react-i18next'
import type { UserDetail } from '@aurum/shared'
import { EmptyState, ErrorState } from '@/components/state-views'
import { TonalChip } from '@/components/tonal-chip'
import { useUserSessions } from '../api'
import { useDateTimeText } from './user-date'
import { usePlanPrice, usePlanText, useSessionDeviceText } from './user-text'

const RECENT_SIGN_INS = 5

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

export function UserAccountTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation()
  const planText = usePlanText()
  const planPrice = usePlanPrice()
  const dateText = useDateTimeText()
  const deviceText = useSessionDeviceText()
  const sessions = useUserSessions(user.id)
  const activeCount = sessions.data?.filter((session) => session.active).length
  const lastSignIn = sessions.data?.[0]?.createdAt
  const pending = <Skeleton width={80} />

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card>
        <CardHeader
          title={t('users.account.summary')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label={t('users.fields.company')}>{user.company || '—'}</Fact>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label={t('users.fields.plan')}>
                {t('users.plan.option', {
                  plan: planText(user.currentPlan),
                  price: planPrice(user.currentPlan),
                })}
              </Fact>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label={t('users.account.activeSessions')}>
                {sessions.isError ? '—' : (activeCount ?? pending)}
              </Fact>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label={t('users.account.lastSignIn')}>
                {sessions.isError
                  ? '—'
                  : sessions.data
                    ? lastSignIn
                      ? dateText(lastSignIn)
                      : t('users.account.never')
                    : pending}
              </Fact>
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('users.account.recentSignIns')}
          subheader={t('users.account.recentSignInsText')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          {sessions.isError ? (
            <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
          ) : null}
          {sessions.isPending ? <Skeleton variant="rounded" height={120} /> : null}
          {sessions.data && sessions.data.length === 0 ? (
            <EmptyState title={t('users.account.noSignIns')} />
          ) : null}
          {sessions.data && sessions.data.length > 0 ? (
            <List disablePadding>
              {sessions.data.slice(0, RECENT_SIGN_INS).map((session) => (
                <ListItem key={session.id} disableGutters divider>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <DevicesOutlined aria-hidden />
                  </ListItemIcon>
                  <ListItemText
                    primary={<bdi>{deviceText(session)}</bdi>}
                    secondary={t('users.account.signInLine', {
                      date: dateText(session.createdAt),
                      ip: session.ip || '—',
                    })}
                  />
                  <TonalChip
                    label={t(session.active ? 'users.security.sessionActive' : 'users.security.sessionEnded')}
                    color={session.active ? 'success' : 'secondary'}
                  />
                </ListItem>
              ))}
            </List>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  )
}
