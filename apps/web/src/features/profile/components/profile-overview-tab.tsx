// The profile tab: about, contacts and teams lists, overview figures, the activity of the latest
// projects, and short connection and team cards linking to their tabs.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined'
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ProfileConnection, ProfileProjectListQuery, ProfileProperty, ProfileTeam } from '@aurum/shared'
import { readableShade } from '@/components/tonal-chip'
import { UserAvatar } from '@/components/user-avatar'
import { ErrorState, LoadingState } from '@/components/state-views'
import { useProfileProjects, useProfileTab } from '../api'
import { profileTabPath } from '@/lib/paths'
import { chipColorOf, ProfileChipLabel } from './profile-chips'
import { ProfileCard } from './profile-card'
import { useFormat } from '@/lib/format'
import { ProfilePropertyLine } from './profile-property'
import { projectStatusColor } from './profile-project-status'

/** The latest projects by date make the activity timeline. */
const ACTIVITY_QUERY: ProfileProjectListQuery = {
  page: 1,
  itemsPerPage: 5,
  sortBy: 'date',
  orderBy: 'desc',
  q: undefined,
}

function PropertyList({ title, items }: { title: string; items: ProfileProperty[] }) {
  const { t } = useTranslation()
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', mb: 1.5 }}>
        {title}
      </Typography>
      {items.length ? (
        <Box component="ul" sx={{ display: 'grid', gap: 1.75, listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <ProfilePropertyLine key={`${item.property}-${item.value}`} item={item} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('profile.about.empty')}</Typography>
      )}
    </Box>
  )
}

function ViewAllLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} size="small">
      {label}
    </Button>
  )
}

function ActivityCard() {
  const { t } = useTranslation()
  const format = useFormat()
  const activity = useProfileProjects(ACTIVITY_QUERY)
  const projects = activity.data?.projects
  return (
    <ProfileCard
      title={t('profile.activity.title')}
      subheader={t('profile.activity.subheader')}
      action={<ViewAllLink to={profileTabPath('projects')} label={t('profile.activity.viewAll')} />}
    >
      {activity.isError ? (
        <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />
      ) : null}
      {activity.isPending ? <LoadingState label={t('profile.activity.loading')} /> : null}
      {projects && projects.length === 0 ? (
        <Typography color="text.secondary">{t('profile.activity.empty')}</Typography>
      ) : null}
      {projects && projects.length > 0 ? (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {projects.map((project, index) => (
            <Box
              component="li"
              key={project.id}
              sx={{
                position: 'relative',
                display: 'flex',
                gap: 2,
                pb: index === projects.length - 1 ? 0 : 2.5,
              }}
            >
              {/* The dot and the line joining it to the next one. */}
              <Box
                aria-hidden
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}
              >
                <Box
                  sx={(theme) => ({
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: theme.palette[projectStatusColor(project.status)].main,
                    boxShadow: `0 0 0 4px ${alpha(theme.palette[projectStatusColor(project.status)].main, 0.16)}`,
                  })}
                />
                {index === projects.length - 1 ? null : (
                  <Box sx={{ flex: 1, width: '1px', bgcolor: 'divider', mt: 1 }} />
                )}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box
                  sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}
                >
                  <Typography sx={{ fontWeight: 500 }}>{project.name}</Typography>
                  <Typography variant="body2" color="text.secondary" component="span">
                    {format.day(project.date)}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t('profile.activity.progress', {
                    leader: project.leader,
                    percent: format.wholeShare(project.status),
                  })}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </ProfileCard>
  )
}

function ConnectionsCard({ connections }: { connections: ProfileConnection[] }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <ProfileCard
      title={t('profile.connections.title')}
      fullHeight
      action={<ViewAllLink to={profileTabPath('connections')} label={t('profile.connections.viewAll')} />}
    >
      {connections.length === 0 ? (
        <Typography color="text.secondary">{t('profile.connections.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
          {connections.map((connection) => {
            const StateIcon = connection.isConnected ? HowToRegOutlined : PersonAddOutlined
            const count = Number(connection.connections)
            return (
              <Box
                component="li"
                key={connection.name}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
              >
                <UserAvatar name={connection.name} src={connection.avatar} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }} noWrap>
                    {connection.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {Number.isFinite(count)
                      ? t('profile.connections.count', { count, formatted: format.number(count) })
                      : connection.connections}
                  </Typography>
                </Box>
                <Box
                  role="img"
                  aria-label={t(
                    connection.isConnected
                      ? 'profile.connections.isConnected'
                      : 'profile.connections.notConnected',
                  )}
                  sx={(theme) => ({
                    display: 'flex',
                    p: 0.75,
                    borderRadius: 1.5,
                    color: readableShade(theme, connection.isConnected ? 'primary' : 'secondary', 5.2),
                    bgcolor: alpha(
                      theme.palette[connection.isConnected ? 'primary' : 'secondary'].main,
                      0.16,
                    ),
                  })}
                >
                  <StateIcon fontSize="small" />
                </Box>
              </Box>
            )
          })}
        </Box>
      )}
    </ProfileCard>
  )
}

function TeamsCard({ teams }: { teams: ProfileTeam[] }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <ProfileCard
      title={t('profile.teams.title')}
      fullHeight
      action={<ViewAllLink to={profileTabPath('teams')} label={t('profile.teams.viewAll')} />}
    >
      {teams.length === 0 ? (
        <Typography color="text.secondary">{t('profile.teams.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
          {teams.map((team) => {
            const members = team.avatarGroup.length + team.extraMembers
            const chip = team.chips[0]
            return (
              <Box component="li" key={team.title} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <UserAvatar name={team.title} src={team.avatar} rounded />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }} noWrap>
                    {team.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('profile.teams.members', { count: members, formatted: format.number(members) })}
                  </Typography>
                </Box>
                {chip ? <ProfileChipLabel label={chip.title} color={chipColorOf(chip.color)} /> : null}
              </Box>
            )
          })}
        </Box>
      )}
    </ProfileCard>
  )
}

function OverviewSkeleton() {
  const { t } = useTranslation()
  return (
    <Grid container spacing={3} role="status" aria-label={t('profile.loading')}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Skeleton variant="rounded" height={520} />
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Skeleton variant="rounded" height={360} />
      </Grid>
    </Grid>
  )
}

export function ProfileOverviewTab() {
  const { t } = useTranslation()
  const profile = useProfileTab('profile')
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
  if (!profile.data) return <OverviewSkeleton />
  const data = profile.data
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <ProfileCard title={t('profile.about.title')}>
          <PropertyList title={t('profile.about.about')} items={data.about} />
          <PropertyList title={t('profile.about.contacts')} items={data.contacts} />
          <PropertyList title={t('profile.about.teams')} items={data.teams} />
        </ProfileCard>
        <ProfileCard title={t('profile.about.overview')}>
          {data.overview.length ? (
            <Box component="ul" sx={{ display: 'grid', gap: 1.75, listStyle: 'none', m: 0, p: 0 }}>
              {data.overview.map((item) => (
                <ProfilePropertyLine key={item.property} item={item} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('profile.about.empty')}</Typography>
          )}
        </ProfileCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <ActivityCard />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ConnectionsCard connections={data.connections} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <TeamsCard teams={data.teamsTech} />
          </Grid>
        </Grid>
      </Grid>
    </Grid>
  )
}
