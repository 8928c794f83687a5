// The sections and topics of a course being written: add, rename or edit, move up or down and delete,
// each with a labelled button (keyboard and screen reader first; no drag needed). Every change is one
// call whose answer is the whole course, so the list shown is always the stored order.
import { useId, useState, type ReactNode } from 'react'
import AddIcon from '@mui/icons-material/Add'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { AuthoringCourse, AuthoringSection, AuthoringTopic } from '@aurum/shared'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useEditCourseContent, type CourseContentEdit } from '../api'
import { CourseSectionDialog, CourseTopicDialog } from './course-item-dialogs'

type Editing =
  | { kind: 'addSection' }
  | { kind: 'renameSection'; section: AuthoringSection }
  | { kind: 'addTopic'; section: AuthoringSection }
  | { kind: 'editTopic'; topic: AuthoringTopic }
  | { kind: 'deleteSection'; section: AuthoringSection }
  | { kind: 'deleteTopic'; topic: AuthoringTopic }

/** The ids with the item at `index` swapped with its neighbour `by` places away. */
function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids]
  const other = index + by
  ;[next[index], next[other]] = [next[other]!, next[index]!]
  return next
}

type ItemButtonProps = { label: string; icon: ReactNode; disabled?: boolean; onClick: () => void }

function ItemButton({ label, icon, disabled, onClick }: ItemButtonProps) {
  // A disabled button cannot hold a tooltip's focus; its label still names it.
  const button = (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  )
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>
}

export type CourseContentEditorProps = { course: AuthoringCourse }

export function CourseContentEditor({ course }: CourseContentEditorProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const edit = useEditCourseContent(course.id)
  const [editing, setEditing] = useState<Editing | null>(null)
  const close = () => setEditing(null)
  /** For the dialogs, which show a failure under their fields. */
  const run = (change: CourseContentEdit) => edit.mutateAsync(change)
  /** For the buttons: a failure shows as a snackbar. */
  const fire = (change: CourseContentEdit, onDone?: () => void) => edit.mutate(change, { onSuccess: onDone })
  const sectionIds = course.sections.map((section) => section.id)

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        title={t('academy.authoring.content.title')}
        subheader={t('academy.authoring.content.summary', {
          count: course.totalTasks,
          sections: course.sections.length,
        })}
        slotProps={{ title: { id: headingId, component: 'h2', variant: 'h5' } }}
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ kind: 'addSection' })}
          >
            {t('academy.authoring.section.add')}
          </Button>
        }
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {course.sections.length === 0 ? (
          <Typography color="text.secondary">{t('academy.authoring.content.empty')}</Typography>
        ) : null}
        <Box
          component="ol"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {course.sections.map((section, sectionIndex) => (
            <Paper component="li" key={section.id} variant="outlined" sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography variant="h6" component="h3">
                    {section.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('academy.authoring.content.sectionSummary', {
                      count: section.topics.length,
                      minutes: section.minutes,
                    })}
                  </Typography>
                </Box>
                <ItemButton
                  label={t('academy.authoring.section.moveUp', { title: section.title })}
                  icon={<ArrowUpwardIcon fontSize="small" />}
                  disabled={sectionIndex === 0 || edit.isPending}
                  onClick={() =>
                    fire({
                      path: `/courses/${course.id}/section-order`,
                      method: 'PUT',
                      body: { ids: moved(sectionIds, sectionIndex, -1) },
                      success: 'academy.authoring.moved',
                    })
                  }
                />
                <ItemButton
                  label={t('academy.authoring.section.moveDown', { title: section.title })}
                  icon={<ArrowDownwardIcon fontSize="small" />}
                  disabled={sectionIndex === course.sections.length - 1 || edit.isPending}
                  onClick={() =>
                    fire({
                      path: `/courses/${course.id}/section-order`,
                      method: 'PUT',
                      body: { ids: moved(sectionIds, sectionIndex, 1) },
                      success: 'academy.authoring.moved',
                    })
                  }
                />
                <ItemButton
                  label={t('academy.authoring.section.rename', { title: section.title })}
                  icon={<EditOutlinedIcon fontSize="small" />}
                  onClick={() => setEditing({ kind: 'renameSection', section })}
                />
                <ItemButton
                  label={t('academy.authoring.section.delete', { title: section.title })}
                  icon={<DeleteOutlineIcon fontSize="small" />}
                  onClick={() => setEditing({ kind: 'deleteSection', section })}
                />
              </Box>
              {section.topics.length > 0 ? <Divider sx={{ my: 1.5 }} /> : null}
              <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
                {section.topics.map((topic, topicIndex) => {
                  const topicIds = section.topics.map((item) => item.id)
                  return (
                    <Box component="li" key={topic.id} sx={{ py: 0.5 }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Box
                          sx={{
                            flex: '1 1 200px',
                            minWidth: 0,
                            display: 'flex',
                            alignItems: 'center',
                            gap: 1,
                          }}
                        >
                          <Typography component="span">{topic.title}</Typography>
                          <Typography component="span" variant="body2" color="text.secondary">
                            {t('academy.authoring.topic.duration', { count: topic.minutes })}
                          </Typography>
                          {topic.videoUrl ? (
                            <Tooltip title={t('academy.authoring.topic.hasVideo')}>
                              <OndemandVideoIcon
                                fontSize="small"
                                color="action"
                                titleAccess={t('academy.authoring.topic.hasVideo')}
                              />
                            </Tooltip>
                          ) : null}
                        </Box>
                        <ItemButton
                          label={t('academy.authoring.topic.moveUp', { title: topic.title })}
                          icon={<ArrowUpwardIcon fontSize="small" />}
                          disabled={topicIndex === 0 || edit.isPending}
                          onClick={() =>
                            fire({
                              path: `/sections/${section.id}/topic-order`,
                              method: 'PUT',
                              body: { ids: moved(topicIds, topicIndex, -1) },
                              success: 'academy.authoring.moved',
                            })
                          }
                        />
                        <ItemButton
                          label={t('academy.authoring.topic.moveDown', { title: topic.title })}
                          icon={<ArrowDownwardIcon fontSize="small" />}
                          disabled={topicIndex === section.topics.length - 1 || edit.isPending}
                          onClick={() =>
                            fire({
                              path: `/sections/${section.id}/topic-order`,
                              method: 'PUT',
                              body: { ids: moved(topicIds, topicIndex, 1) },
                              success: 'academy.authoring.moved',
                            })
                          }
                        />
                        <ItemButton
                          label={t('academy.authoring.topic.edit', { title: topic.title })}
                          icon={<EditOutlinedIcon fontSize="small" />}
                          onClick={() => setEditing({ kind: 'editTopic', topic })}
                        />
                        <ItemButton
                          label={t('academy.authoring.topic.delete', { title: topic.title })}
                          icon={<DeleteOutlineIcon fontSize="small" />}
                          onClick={() => setEditing({ kind: 'deleteTopic', topic })}
                        />
                      </Box>
                    </Box>
                  )
                })}
              </Box>
              <Button
                size="small"
                startIcon={<AddIcon />}
                sx={{ mt: 1 }}
                onClick={() => setEditing({ kind: 'addTopic', section })}
                aria-label={t('academy.authoring.topic.addTo', { title: section.title })}
              >
                {t('academy.authoring.topic.add')}
              </Button>
            </Paper>
          ))}
        </Box>
      </CardContent>

      {editing?.kind === 'addSection' || editing?.kind === 'renameSection' ? (
        <CourseSectionDialog
          title={editing.kind === 'renameSection' ? editing.section.title : undefined}
          onClose={close}
          onSave={(body) =>
            editing.kind === 'renameSection'
              ? run({
                  path: `/sections/${editing.section.id}`,
                  method: 'PUT',
                  body,
                  success: 'academy.authoring.saved',
                })
              : run({
                  path: `/courses/${course.id}/sections`,
                  method: 'POST',
                  body,
                  success: 'academy.authoring.section.added',
                })
          }
        />
      ) : null}
      {editing?.kind === 'addTopic' || editing?.kind === 'editTopic' ? (
        <CourseTopicDialog
          topic={editing.kind === 'editTopic' ? editing.topic : undefined}
          onClose={close}
          onSave={(body) =>
            editing.kind === 'editTopic'
              ? run({
                  path: `/topics/${editing.topic.id}`,
                  method: 'PUT',
                  body,
                  success: 'academy.authoring.saved',
                })
              : run({
                  path: `/sections/${editing.section.id}/topics`,
                  method: 'POST',
                  body,
                  success: 'academy.authoring.topic.added',
                })
          }
        />
      ) : null}
      <ConfirmDialog
        open={editing?.kind === 'deleteSection' || editing?.kind === 'deleteTopic'}
        title={t(
          editing?.kind === 'deleteSection'
            ? 'academy.authoring.section.deleteTitle'
            : 'academy.authoring.topic.deleteTitle',
        )}
        text={
          editing?.kind === 'deleteSection'
            ? t('academy.authoring.section.deleteText', {
                title: editing.section.title,
                count: editing.section.topics.length,
              })
            : editing?.kind === 'deleteTopic'
              ? t('academy.authoring.topic.deleteText', { title: editing.topic.title })
              : ''
        }
        confirmLabel={t('academy.authoring.delete')}
        pending={edit.isPending}
        onClose={close}
        onConfirm={() => {
          if (editing?.kind === 'deleteSection')
            fire(
              {
                path: `/sections/${editing.section.id}`,
                method: 'DELETE',
                success: 'academy.authoring.section.deleted',
              },
              close,
            )
          else if (editing?.kind === 'deleteTopic')
            fire(
              {
                path: `/topics/${editing.topic.id}`,
                method: 'DELETE',
                success: 'academy.authoring.topic.deleted',
              },
              close,
            )
        }}
      />
    </Card>
  )
}
