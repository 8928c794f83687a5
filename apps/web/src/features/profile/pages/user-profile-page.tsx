// /pages/user-profile/:tab: the signed-in user's own profile. The tab is part of the URL (links,
// reload and back keep it); an unknown tab goes to the profile tab.
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import type { SvgIconComponent } from '@mui/icons-material'
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined'
import GroupsOutlined from '@mui/icons-material/GroupsOutlined'
import LinkOutlined from '@mui/icons-material/LinkOutlined'
import PersonOutline from '@mui/icons-material/PersonOutline'
import { useTranslation } from 'react-i18next'
import { Navigate, Link as RouterLink, useParams } from 'react-router'
import { PROFILE_TABS, type ProfileTabName } from '@aurum/shared'
import { ProfileConnectionsTab } from '../components/profile-connections-tab'
import { ProfileHeaderCard } from '../components/profile-header-card'
import { ProfileOverviewTab } from '../components/profile-overview-tab'
import { ProfileProjectsTab } from '../components/profile-projects-tab'
import { ProfileTeamsTab } from '../components/profile-teams-tab'
import { profileTabPath } from '@/lib/paths'

const TAB_ICONS: Record<ProfileTabName, SvgIconComponent> = {
  profile: PersonOutline,
  teams: GroupsOutlined,
  projects: AssignmentOutlined,
  connections: LinkOutlined,
}

const isProfileTab = (value: string | undefined): value is ProfileTabName =>
  (PROFILE_TABS as readonly string[]).includes(value ?? '')

export function UserProfilePage() {
  const { t } = useTranslation()
  const { tab } = useParams()
  if (!isProfileTab(tab)) return <Navigate to={profileTabPath('profile')} replace />

  return (
    <Box>
      <ProfileHeaderCard />
      <Tabs
        value={tab}
        aria-label={t('profile.tabs.label')}
        variant="scrollable"
        scrollButtons={false}
        sx={{ my: 3 }}
      >
        {PROFILE_TABS.map((name) => {
          const Icon = TAB_ICONS[name]
          return (
            <Tab
              key={name}
              value={name}
              id={`profile-tab-${name}`}
              aria-controls="profile-tab-panel"
              label={t(`profile.tabs.${name}`)}
              icon={<Icon fontSize="small" />}
              iconPosition="start"
              component={RouterLink}
              to={profileTabPath(name)}
              sx={{ minHeight: 48 }}
            />
          )
        })}
      </Tabs>
      <Box role="tabpanel" id="profile-tab-panel" aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'profile' ? <ProfileOverviewTab /> : null}
        {tab === 'teams' ? <ProfileTeamsTab /> : null}
        {tab === 'projects' ? <ProfileProjectsTab /> : null}
        {tab === 'connections' ? <ProfileConnectionsTab /> : null}
      </Box>
    </Box>
  )
}
