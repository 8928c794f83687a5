// The projects tab: a card per project, then the searchable project table.
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Grid from '@mui/material/Grid'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views'
import { useProfileTab } from '../api'
import { ProfileProjectCard } from './profile-project-card'
import { ProfileProjectTable } from './profile-project-table'

function ProjectCards() {
  const { t } = useTranslation()
  const projects = useProfileTab('projects')
  if (projects.isError) return <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />
  if (!projects.data) return <LoadingState label={t('profile.loading')} />
  if (projects.data.length === 0) {
    return (
      <Card>
        <EmptyState title={t('profile.projects.empty')}>{t('profile.projects.emptyHint')}</EmptyState>
      </Card>
    )
  }
  return (
    <Grid container spacing={3}>
      {projects.data.map((project) => (
        <Grid key={project.title} size={{ xs: 12, md: 6, lg: 4 }}>
          <ProfileProjectCard project={project} />
        </Grid>
      ))}
    </Grid>
  )
}

export function ProfileProjectsTab() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ProjectCards />
      <ProfileProjectTable />
    </Box>
  )
}
