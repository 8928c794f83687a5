// /apps/academy/authoring: the courses the signed-in author wrote (every course for whoever may
// manage courses), with search and pages in the URL; each opens in the course editor.
import { useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Pagination from '@mui/material/Pagination'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { authoringListQuerySchema, type AuthoringListItem } from '@aurum/shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { TableSearch } from '../../../components/data-table'
import { PageHeader } from '../../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views'
import { TonalChip } from '../../../components/tonal-chip'
import { useAbility } from '../../../lib/ability'
import { useListParams } from '../../../lib/list-params'
import { paths } from '../../../lib/paths'
import { useAuthoredCourses, useDeleteCourse } from '../api'
import { courseTagKey } from '../components/course-labels'

export function CourseAuthoringPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const { params, setParams } = useListParams(authoringListQuerySchema)
  const query = useAuthoredCourses(params)
  const remove = useDeleteCourse()
  const [deleting, setDeleting] = useState<AuthoringListItem | null>(null)
  const { data } = query
  const pages = data ? Math.max(1, Math.ceil(data.total / params.itemsPerPage)) : 1
  const mayDelete = ability.can('delete', 'Course')

  return (
    <Box>
      <PageHeader
        title={t('academy.authoring.list.title')}
        subtitle={data ? t('academy.authoring.list.subtitle', { count: data.total }) : undefined}
        actions={
          ability.can('create', 'Course') ? (
            <Button
              component={RouterLink}
              to={paths.courseAuthoringNew}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('academy.authoring.list.new')}
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent sx={{ '& .MuiTextField-root': { width: { xs: '100%', sm: 320 } } }}>
          <TableSearch
            value={params.q}
            onChange={(q) => setParams({ q })}
            label={t('academy.authoring.list.search')}
          />
        </CardContent>
        {query.isPending ? <LoadingState label={t('academy.authoring.list.loading')} /> : null}
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
        {data && data.courses.length === 0 ? (
          <EmptyState
            title={t(params.q ? 'academy.authoring.list.noMatch' : 'academy.authoring.list.empty')}
          />
        ) : null}
        {data && data.courses.length > 0 ? (
          <TableContainer>
            <Table aria-label={t('academy.authoring.list.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('academy.authoring.list.course')}</TableCell>
                  <TableCell>{t('academy.authoring.list.tag')}</TableCell>
                  <TableCell align="right">{t('academy.authoring.list.topics')}</TableCell>
                  <TableCell align="right">{t('academy.authoring.list.learners')}</TableCell>
                  <TableCell align="right">{t('academy.authoring.list.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.courses.map((course) => (
                  <TableRow key={course.id} hover>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                        <Box
                          component="img"
                          src={course.image}
                          alt=""
                          sx={{
                            width: 56,
                            height: 32,
                            objectFit: 'cover',
                            borderRadius: 1,
                            flex: '0 0 auto',
                          }}
                        />
                        <Box sx={{ minWidth: 0 }}>
                          <Link
                            component={RouterLink}
                            to={paths.courseAuthoringOf(course.id)}
                            fontWeight={500}
                          >
                            {course.courseTitle}
                          </Link>
                          <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{course.instructor}</Box>
                        </Box>
                      </Box>
                    </TableCell>
                    <TableCell>
                      <TonalChip label={t(courseTagKey(course.tags))} size="small" />
                    </TableCell>
                    <TableCell align="right">{course.totalTasks}</TableCell>
                    <TableCell align="right">{course.learners}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('academy.authoring.list.edit', { title: course.courseTitle })}>
                        <IconButton
                          component={RouterLink}
                          to={paths.courseAuthoringOf(course.id)}
                          aria-label={t('academy.authoring.list.edit', { title: course.courseTitle })}
                          size="small"
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('academy.authoring.list.view', { title: course.courseTitle })}>
                        <IconButton
                          component={RouterLink}
                          to={paths.courseDetailsOf(course.id)}
                          aria-label={t('academy.authoring.list.view', { title: course.courseTitle })}
                          size="small"
                        >
                          <VisibilityOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      {mayDelete ? (
                        <Tooltip title={t('academy.authoring.list.delete', { title: course.courseTitle })}>
                          <IconButton
                            aria-label={t('academy.authoring.list.delete', { title: course.courseTitle })}
                            size="small"
                            onClick={() => setDeleting(course)}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        {data && pages > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <Pagination
              count={pages}
              page={Math.min(params.page, pages)}
              onChange={(_event, page) => setParams({ page })}
              color="primary"
              getItemAriaLabel={(type, page, selected) =>
                type === 'page'
                  ? t(selected ? 'academy.myCourse.currentPage' : 'academy.myCourse.goToPage', { page })
                  : t(`academy.myCourse.pager.${type}`)
              }
            />
          </Box>
        ) : null}
      </Card>
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
    </Box>
  )
}
