// One card of the projects tab: client, budget, dates, description, time left, task progress,
// members and comments.
import { useId } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline'
import { useTranslation } from 'react-i18next'
import type { ProfileProject } from '@aurum/shared'
import { UserAvatar } from '@/components/user-avatar'
import { chipColorOf, ProfileChipLabel, ProfileMembers } from './profile-chips'
import { useFormat } from '@/lib/format'
import { leadingCount } from './profile-helpers'

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="span" color="text.secondary">
        {value}
      </Typography>
    </Box>
  )
}

export function ProfileProjectCard({ project }: { project: ProfileProject }) {
  const { t } = useTranslation()
  const format = useFormat()
  const headingId = useId()
  const taskShare = project.totalTask > 0 ? Math.round((project.completedTask / project.totalTask) * 100) : 0
  const daysLeft = leadingCount(project.chipText)
  const memberCount = leadingCount(project.members)
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <UserAvatar name={project.title} src={project.avatar} rounded />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" noWrap>
            {project.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {t('profile.projects.client', { client: project.client })}
          </Typography>
        </Box>
      </CardContent>
      <CardContent
        sx={{
          pt: 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box
          sx={(theme) => ({
            px: 1.5,
            py: 1,
            borderRadius: 1.5,
            bgcolor: alpha(theme.palette.text.primary, 0.06),
          })}
        >
          <Typography component="p" sx={{ fontWeight: 500 }}>
            {t('profile.projects.budgetValue', { spent: project.budgetSpent, budget: project.budget })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('profile.projects.budget')}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Fact label={t('profile.projects.startDate')} value={format.day(project.startDate)} />
          <Fact label={t('profile.projects.deadline')} value={format.day(project.deadline)} />
        </Box>
      </CardContent>
      <CardContent sx={{ pt: 0, flex: 1 }}>
        <Typography color="text.secondary">{project.description}</Typography>
      </CardContent>
      <Divider />
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Fact label={t('profile.projects.hours')} value={project.hours} />
          <ProfileChipLabel
            label={
              daysLeft === undefined
                ? project.chipText
                : t('profile.projects.daysLeft', { count: daysLeft, formatted: format.number(daysLeft) })
            }
            color={chipColorOf(project.chipColor)}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" id={`${headingId}-tasks`}>
            {t('profile.projects.tasks', {
              completed: format.number(project.completedTask),
              total: format.number(project.totalTask),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('profile.projects.completed', { percent: format.wholeShare(taskShare) })}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={taskShare}
          color="primary"
          aria-labelledby={`${headingId}-tasks`}
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <ProfileMembers members={project.avatarGroup} size={30} />
            <Typography variant="body2" color="text.secondary">
              {memberCount === undefined
                ? project.members
                : t('profile.projects.members', {
                    count: memberCount,
                    formatted: format.number(memberCount),
                  })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <ChatBubbleOutline fontSize="small" aria-hidden />
            <Typography variant="body2">
              {t('profile.projects.comments', {
                count: project.comments,
                formatted: format.number(project.comments),
              })}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
