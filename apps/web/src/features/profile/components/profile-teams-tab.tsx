// The teams tab: one card per team with its picture, description, members and chips.
import { useId } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ProfileTeam } from '@aurum/shared'
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views'
import { UserAvatar } from '@/components/user-avatar'
import { useProfileTab } from '../api'
import { ProfileChips, ProfileMembers } from './profile-chips'

function ProfileTeamCard({ team }: { team: ProfileTeam }) {
  const headingId = useId()
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <UserAvatar name={team.title} src={team.avatar} rounded />
          <Typography id={headingId} variant="h6" component="h2">
            {team.title}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {team.description}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <ProfileMembers members={team.avatarGroup} extra={team.extraMembers} />
          <ProfileChips chips={team.chips} />
        </Box>
      </CardContent>
    </Card>
  )
}

export function ProfileTeamsTab() {
  const { t } = useTranslation()
  const teams = useProfileTab('teams')
  if (teams.isError) return <ErrorState error={teams.error} onRetry={() => void teams.refetch()} />
  if (!teams.data) return <LoadingState label={t('profile.loading')} />
  if (teams.data.length === 0) {
    return (
      <Card>
        <EmptyState title={t('profile.teams.empty')}>{t('profile.teams.emptyHint')}</EmptyState>
      </Card>
    )
  }
  return (
    <Grid container spacing={3}>
      {teams.data.map((team) => (
        <Grid key={team.title} size={{ xs: 12, md: 6, lg: 4 }}>
          <ProfileTeamCard team={team} />
        </Grid>
      ))}
    </Grid>
  )
}
