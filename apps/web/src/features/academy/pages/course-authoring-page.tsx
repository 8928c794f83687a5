// /apps/academy/authoring: the courses the signed-in author wrote (every course for whoever may
// manage courses), with search and pages in the URL; each opens in the course editor.
import { useMemo, useState } from 'react'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { authoringListQuerySchema, type AuthoringListItem } from '@aurum/shared'
import { ConfirmDialog } from '@/components/confirm-dialog'
import {
  ListPage,
  ServerDataTable,
  useColumns,
  useServerList,
  type ListColumns,
} from '@/components/data-table'
import { TonalChip } from '@/components/tonal-chip'
import { useAbility } from '@/lib/ability'
import { useListParams } from '@/lib/list-params'
import { paths } from '@/lib/paths'
import { useAuthoredCourses, useDeleteCourse } from '../api'
import { courseTagKey } from '../components/course-labels'

type SortKey = 'courseName'

function CourseCell({ course }: { course: AuthoringListItem }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box
        component="img"
        src={course.image}
        alt=""
        sx={{ width: 56, height: 32, objectFit: 'cover', borderRadius: 1, flex: '0 0 auto' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={paths.courseAuthoringOf(course.id)} fontWeight={500}>
          {course.courseTitle}
        </Link>
        <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{course.instructor}</Box>
      </Box>
    </Box>
  )
}

export function CourseAuthoringPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const state = useListParams(authoringListQuerySchema)
  const query = useAuthoredCourses(state.params)
  const list = useServerList(state, query, { rows: 'courses' })
  const remove = useDeleteCourse()
  const [deleting, setDeleting] = useState<AuthoringListItem | null>(null)
  const mayDelete = ability.can('delete', 'Course')

  const col = useColumns<AuthoringListItem, SortKey>()
  const columns = useMemo<ListColumns<AuthoringListItem, SortKey>>(
    () => [
      {
        field: 'courseTitle',
        headerName: t('academy.authoring.list.course'),
        flex: 2,
        minWidth: 260,
        renderCell: ({ row }) => <CourseCell course={row} />,
      },
      {
        field: 'tags',
        headerName: t('academy.authoring.list.tag'),
        minWidth: 120,
        renderCell: ({ row }) => <TonalChip label={t(courseTagKey(row.tags))} size="small" />,
      },
      col.number({
        field: 'totalTasks',
        headerName: t('academy.authoring.list.topics'),
        align: 'right',
        headerAlign: 'right',
      }),
      col.number({
        field: 'learners',
        headerName: t('academy.authoring.list.learners'),
        align: 'right',
        headerAlign: 'right',
      }),
      col.actions({
        headerName: t('academy.authoring.list.actions'),
        width: 150,
        actions: (row) => [
          {
            title: t('academy.authoring.list.edit', { title: row.courseTitle }),
            label: t('academy.authoring.list.edit', { title: row.courseTitle }),
            icon: <EditOutlinedIcon fontSize="small" />,
            to: paths.courseAuthoringOf(row.id),
          },
          {
            title: t('academy.authoring.list.view', { title: row.courseTitle }),
            label: t('academy.authoring.list.view', { title: row.courseTitle }),
            icon: <VisibilityOutlinedIcon fontSize="small" />,
            to: paths.courseDetailsOf(row.id),
          },
          mayDelete && {
            title: t('academy.authoring.list.delete', { title: row.courseTitle }),
            label: t('academy.authoring.list.delete', { title: row.courseTitle }),
            icon: <DeleteOutlineIcon fontSize="small" />,
            onClick: () => setDeleting(row),
          },
        ],
      }),
    ],
    [t, col, mayDelete],
  )

  return (
    <ListPage
      title={t('academy.authoring.list.title')}
      subtitle={query.data ? t('academy.authoring.list.subtitle', { count: query.data.total }) : undefined}
      list={list}
      searchLabel={t('academy.authoring.list.search')}
      add={
        ability.can('create', 'Course')
          ? { label: t('academy.authoring.list.new'), to: paths.courseAuthoringNew, inHeader: true }
          : null
      }
    >
      <ServerDataTable
        label={t('academy.authoring.list.title')}
        list={list}
        columns={columns}
        emptyText={t(state.params.q ? 'academy.authoring.list.noMatch' : 'academy.authoring.list.empty')}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('academy.authoring.list.deleteTitle')}
        text={t('academy.authoring.list.deleteText', {
          title: deleting?.courseTitle ?? '',
          count: deleting?.learners ?? 0,
        })}
        confirmLabel={t('academy.authoring.delete')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }}
      />
    </ListPage>
  )
}
