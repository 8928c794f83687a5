// The project table of the projects tab: search by name or leader, sort and paging held in the URL
// and done by the server (GET /api/pages/profile/projects).
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import {
  profileProjectListQuerySchema,
  type ProfileProjectRow,
  type ProfileProjectSortKey,
} from '@aurum/shared'
import {
  ListSearch,
  ServerDataTable,
  useColumns,
  useServerList,
  type ListColumns,
} from '@/components/data-table'
import { useListParams } from '@/lib/list-params'
import { useProfileProjects } from '../api'
import { ProfileCard } from './profile-card'
import { ProfileMembers } from './profile-chips'
import { useFormat } from '@/lib/format'
import { projectStatusColor } from './profile-project-status'

/** The stored team is a list of generated avatar URLs, which carry the person's name. */
export function memberOfAvatarUrl(url: string) {
  const encoded = /\/avatar\/([^/]+)\.svg$/.exec(url)?.[1]
  let name = ''
  try {
    name = encoded ? decodeURIComponent(encoded) : ''
  } catch {
    // A malformed escape: show the picture without a name.
  }
  return { avatar: url, name }
}

export function ProfileProjectTable() {
  const { t } = useTranslation()
  const format = useFormat()
  const state = useListParams(profileProjectListQuerySchema)
  const list = useServerList(state, useProfileProjects(state.params), { rows: 'projects' })
  const col = useColumns<ProfileProjectRow, ProfileProjectSortKey>()

  const columns = useMemo<ListColumns<ProfileProjectRow, ProfileProjectSortKey>>(
    () => [
      col.media({
        field: 'name',
        headerName: t('profile.table.columns.name'),
        sortKey: 'name',
        flex: 1.4,
        minWidth: 220,
        media: (row) => ({ title: row.name, image: row.avatar, initials: true }),
      }),
      {
        field: 'leader',
        headerName: t('profile.table.columns.leader'),
        sortKey: 'leader',
        flex: 1,
        minWidth: 160,
      },
      {
        field: 'avatarGroup',
        headerName: t('profile.table.columns.team'),
        minWidth: 150,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <ProfileMembers members={row.avatarGroup.map(memberOfAvatarUrl)} size={28} />
          </Box>
        ),
      },
      col.day({ field: 'date', headerName: t('profile.table.columns.date'), sortKey: 'date', minWidth: 130 }),
      {
        field: 'status',
        headerName: t('profile.table.columns.status'),
        sortKey: 'status',
        minWidth: 190,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%' }}>
            <LinearProgress
              variant="determinate"
              value={row.status}
              color={projectStatusColor(row.status)}
              aria-label={t('profile.table.progressOf', { name: row.name })}
              sx={{ flex: 1 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40, textAlign: 'end' }}>
              {format.wholeShare(row.status)}
            </Typography>
          </Box>
        ),
      },
    ],
    [t, col, format],
  )

  return (
    <ProfileCard title={t('profile.table.title')} subheader={t('profile.table.subheader')}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          mb: 2,
          '& > .MuiFormControl-root': { width: { xs: '100%', sm: 320 } },
        }}
      >
        <ListSearch list={list} label={t('profile.table.search')} />
      </Box>
      <ServerDataTable
        label={t('profile.table.label')}
        list={list}
        columns={columns}
        rowHeight={56}
        emptyText={list.params.q ? t('profile.table.noMatch') : t('profile.table.empty')}
      />
    </ProfileCard>
  )
}
