// /dashboards/academy (also /apps/academy/dashboard): the learner's figures computed by the server
// from the stored courses and their own progress, with the other dashboards' frame and cards.
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
import { DashboardFrame } from '../components/dashboard-frame'
import { DashboardGrid } from '../components/dashboard-grid'
import { useFormat } from '@/lib/format'

export function AcademyDashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const query = useAcademyDashboard()
  return (
    <DashboardFrame name="academy" query={query} statCards={4} statCardsPerLine={4}>
      {(data) => (
        <DashboardGrid
          name="academy"
          statsPerLine={4}
          stats={[
            {
              key: 'hours',
              value: format.number(data.hoursSpent),
              icon: AccessTimeOutlined,
              color: 'primary',
              caption: t('dashboards.academy.stats.hoursCaption'),
            },
            {
              key: 'enrolled',
              value: format.number(data.courses.enrolled),
              icon: SchoolOutlined,
              color: 'info',
              caption: t('dashboards.academy.stats.notStarted', {
                count: data.courses.notStarted,
                formatted: format.number(data.courses.notStarted),
              }),
            },
            {
              key: 'inProgress',
              value: format.number(data.courses.inProgress),
              icon: AutoStoriesOutlined,
              color: 'warning',
              caption: t('dashboards.academy.stats.inProgressCaption'),
            },
            {
              key: 'completed',
              value: format.number(data.courses.completed),
              icon: TaskAltOutlined,
              color: 'success',
              caption: t('dashboards.academy.stats.completedCaption'),
            },
          ]}
          cells={[
            { lg: 8, card: <AcademyActivityCard data={data} /> },
            { lg: 4, card: <AcademyInterestsCard data={data} /> },
            { lg: 4, md: 6, card: <AcademyInstructorsCard data={data} /> },
            { lg: 4, md: 6, card: <AcademyTopCoursesCard data={data} /> },
            { lg: 4, card: <AcademyUpNextCard data={data} /> },
            { lg: 12, card: <AcademyAssignmentsCard data={data} /> },
          ]}
        />
      )}
    </DashboardFrame>
  )
}
