// /dashboards/academy (also /apps/academy/dashboard): the learner's figures computed by the server
// from the stored courses and their own progress, with the other dashboards' frame and cards.
import Grid from '@mui/material/Grid'
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined'
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined'
import SchoolOutlined from '@mui/icons-material/SchoolOutlined'
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined'
import { useTranslation } from 'react-i18next'
import { useAcademyDashboard } from '../api'
import {
  AcademyActivityCard,
  AcademyAssignmentsCard,
  AcademyInstructorsCard,
  AcademyInterestsCard,
  AcademyTopCoursesCard,
  AcademyUpNextCard,
} from '../components/academy-cards'
import { CrmStatCard } from '../components/crm-stat-card'
import { DashboardFrame } from '../components/dashboard-frame'
import { useFormat } from '../../../lib/format'

export function AcademyDashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const query = useAcademyDashboard()
  return (
    <DashboardFrame name="academy" query={query} statCards={4} statCardsPerLine={4}>
      {(data) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.academy.stats.hours')}
              value={format.number(data.hoursSpent)}
              icon={AccessTimeOutlined}
              color="primary"
              caption={t('dashboards.academy.stats.hoursCaption')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.academy.stats.enrolled')}
              value={format.number(data.courses.enrolled)}
              icon={SchoolOutlined}
              color="info"
              caption={t('dashboards.academy.stats.notStarted', {
                count: data.courses.notStarted,
                formatted: format.number(data.courses.notStarted),
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.academy.stats.inProgress')}
              value={format.number(data.courses.inProgress)}
              icon={AutoStoriesOutlined}
              color="warning"
              caption={t('dashboards.academy.stats.inProgressCaption')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.academy.stats.completed')}
              value={format.number(data.courses.completed)}
              icon={TaskAltOutlined}
              color="success"
              caption={t('dashboards.academy.stats.completedCaption')}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <AcademyActivityCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <AcademyInterestsCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <AcademyInstructorsCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <AcademyTopCoursesCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <AcademyUpNextCard data={data} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <AcademyAssignmentsCard data={data} />
          </Grid>
        </Grid>
      )}
    </DashboardFrame>
  )
}
