// The project table of the projects tab: search by name or leader, sort and paging held in the URL
// and done by the server (GET /api/pages/profile/projects).
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { GridColDef } from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import { profileProjectListQuerySchema, type ProfileProjectRow } from '@aurum/shared'
import { ServerDataTable, TableSearch } from '../../../components/data-table'
import { ErrorState } from '../../../components/state-views'
import { UserAvatar } from '../../../components/user-avatar'
import { useListParams } from '../../../lib/list-params'
import { useProfileProjects } from '../api'
import { ProfileCard } from './profile-card'
import { ProfileMembers } from './profile-chips'
import { useFormat } from '../../../lib/format'
import { projectStatusColor } from './profile-project-status'

/** Column field → the list's sortBy value. */
const SORT_KEYS = { name: 'name', leader: 'leader', date: 'date', status: 'status' } as const

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
  const { params, setParams } = useListParams(profileProjectListQuerySchema)
  const projects = useProfileProjects(params)

  const columns = useMemo<GridColDef<ProfileProjectRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('profile.table.columns.name'),
        flex: 1.4,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
            <UserAvatar name={row.name} src={row.avatar} size={34} rounded />
            <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
              {row.name}
            </Typography>
          </Box>
        ),
      },
      { field: 'leader', headerName: t('profile.table.columns.leader'), flex: 1, minWidth: 160 },
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
      {
        field: 'date',
        headerName: t('profile.table.columns.date'),
        minWidth: 130,
        valueFormatter: (value: string) => format.day(value),
      },
      {
        field: 'status',
        headerName: t('profile.table.columns.status'),
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
    [t, format],
  )

  return (
    <ProfileCard title={t('profile.table.title')} subheader={t('profile.table.subheader')}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2, '& > .MuiFormControl-root': { width: { xs: '100%', sm: 320 } } }}>
        <TableSearch value={params.q} onChange={(q) => setParams({ q })} label={t('profile.table.search')} />
      </Box>
      {projects.isError ? (
        <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />
      ) : (
        <ServerDataTable<ProfileProjectRow>
          label={t('profile.table.label')}
          rows={projects.data?.projects}
          total={projects.data?.total}
          columns={columns}
          paging={params}
          onPagingChange={setParams}
          loading={projects.isFetching}
          sortKeys={SORT_KEYS}
          emptyText={params.q ? t('profile.table.noMatch') : t('profile.table.empty')}
        />
      )}
    </ProfileCard>
  )
}
