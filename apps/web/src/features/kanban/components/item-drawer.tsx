// One card's drawer: title, due date, labels, cover and members (Aurum users) saved together; the
// attached files (uploaded, listed with name and size, downloaded, removed) change at once; the comments with their authors and
// times and a field to add one, and deleting the card.
import { useId, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import { useTranslation } from 'react-i18next'
import { kanbanItemUpdateSchema, type KanbanItem } from '@aurum/shared'
import { PeoplePicker } from '../../../components/people-picker'
import { ApiError } from '../../../lib/api-client'
import { downloadCsv } from '../../../lib/csv-download'
import { useErrorText } from '../../../lib/error-text'
import { useFormat } from '../../../lib/format'
// Validates with safeParse, not the form resolver: the error map that writes issue codes is
// installed by this import (it used to arrive by chance with a shared chunk).
import '../../../lib/zod-error-map'
import {
  KANBAN_PEOPLE_PATH,
  uploadAttachment,
  uploadCover,
  useAddComment,
  useAttachFiles,
  useDeleteItem,
  useRemoveAttachment,
  useUpdateItem,
} from '../api'

export function ItemDrawer({ item, onClose }: { item: KanbanItem; onClose: () => void }) {
  const { t } = useTranslation()
  const format = useFormat()
  const titleId = useId()
  const errorText = useErrorText()
  const update = useUpdateItem()
  const comment = useAddComment()
  const remove = useDeleteItem()
  const [title, setTitle] = useState(item.title)
  const [dueDate, setDueDate] = useState(item.dueDate ?? '')
  const [labels, setLabels] = useState(item.labels.join(', '))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [text, setText] = useState('')
  const [comments, setComments] = useState(item.comments)
  const [image, setImage] = useState<string | null>(item.image)
  const [uploading, setUploading] = useState(false)
  const [members, setMembers] = useState(() => item.members.map((member) => member.id))
  const [files, setFiles] = useState(item.files)
  const [attaching, setAttaching] = useState(false)
  const attach = useAttachFiles()
  const detach = useRemoveAttachment()

  const attachFiles = async (chosen: FileList | null) => {
    const picked = Array.from(chosen ?? [])
    if (!picked.length) return
    setAttaching(true)
    try {
      const uploadIds = []
      for (const file of picked) uploadIds.push(await uploadAttachment(file))
      setFiles((await attach.mutateAsync({ id: item.id, uploadIds })).files)
      setFormError(null)
    } catch (error) {
      const issue =
        error instanceof ApiError
          ? (error.fieldCodes.file?.[0] ?? error.fieldCodes.uploadIds?.[0] ?? error.code)
          : undefined
      setFormError(issue ? errorText(issue) : t('kanban.errors.saveFailed'))
    } finally {
      setAttaching(false)
    }
  }

  const removeFile = async (uploadId: string) => {
    const saved = await detach.mutateAsync({ id: item.id, uploadId }).catch(() => null)
    if (saved) setFiles(saved.files)
  }

  const chooseCover = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    try {
      setImage(await uploadCover(file))
      setFormError(null)
    } catch (error) {
      const issue = error instanceof ApiError ? (error.fieldCodes.file?.[0] ?? error.code) : undefined
      setFormError(issue ? errorText(issue) : t('kanban.errors.saveFailed'))
    } finally {
      setUploading(false)
    }
  }

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const body = {
      item: {
        id: item.id,
        title,
        dueDate: dueDate || null,
        labels: labels
          .split(',')
          .map((label) => label.trim())
          .filter(Boolean),
        image,
        members,
      },
    }
    const parsed = kanbanItemUpdateSchema.safeParse(body)
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[String(issue.path[1] ?? 'form')] ??= issue.message
      return setErrors(found)
    }
    setErrors({})
    try {
      await update.mutateAsync(parsed.data)
      onClose()
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined
      setFormError(code ? errorText(code) : t('kanban.errors.saveFailed'))
    }
  }

  const addComment = async () => {
    if (!text.trim()) return
    const saved = await comment.mutateAsync({ id: item.id, text: text.trim() })
    setComments(saved.comments)
    setText('')
  }

  const when = format.dateTime

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 420 } }, role: 'dialog', 'aria-labelledby': titleId },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('kanban.item.edit')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Box
        component="form"
        noValidate
        onSubmit={save}
        sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          label={t('kanban.item.title')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          error={Boolean(errors.title)}
          helperText={errors.title ? errorText(errors.title) : undefined}
        />
        <TextField
          type="date"
          label={t('kanban.item.dueDate')}
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
          error={Boolean(errors.dueDate)}
          helperText={errors.dueDate ? errorText(errors.dueDate) : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('kanban.item.labels')}
          value={labels}
          onChange={(event) => setLabels(event.target.value)}
          error={Boolean(errors.labels)}
          helperText={errors.labels ? errorText(errors.labels) : t('kanban.item.labelsHint')}
        />
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('kanban.item.cover')}
          </Typography>
          {image ? (
            <Box
              component="img"
              src={image}
              alt=""
              sx={{ width: '100%', maxHeight: 160, objectFit: 'cover', borderRadius: 1, mb: 1 }}
            />
          ) : null}
          <Stack direction="row" spacing={1}>
            <Button component="label" variant="outlined" size="small" loading={uploading}>
              {image ? t('kanban.item.changeCover') : t('kanban.item.addCover')}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(event) => void chooseCover(event.target.files?.[0])}
              />
            </Button>
            {image ? (
              <Button size="small" color="secondary" onClick={() => setImage(null)}>
                {t('kanban.item.removeCover')}
              </Button>
            ) : null}
          </Stack>
        </Box>
        <PeoplePicker
          lookupPath={KANBAN_PEOPLE_PATH}
          value={members}
          onChange={setMembers}
          label={t('kanban.item.members')}
          noOptionsText={t('kanban.people.none')}
          loadingText={t('kanban.people.loading')}
        />
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('kanban.item.attachments')}
          </Typography>
          {files.length ? (
            <List dense disablePadding aria-label={t('kanban.item.attachments')}>
              {files.map((file) => (
                <ListItem key={file.id} disableGutters sx={{ gap: 1 }}>
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <InsertDriveFileOutlined fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={file.fileName}
                    secondary={format.fileSize(file.byteSize)}
                    slotProps={{ primary: { noWrap: true, dir: 'auto' } }}
                    sx={{ minWidth: 0 }}
                  />
                  <Stack direction="row">
                    <IconButton
                      size="small"
                      aria-label={t('kanban.item.download', { name: file.fileName })}
                      onClick={() =>
                        void downloadCsv(file.url, {}, file.fileName).catch(() =>
                          setFormError(t('kanban.errors.downloadFailed')),
                        )
                      }
                    >
                      <DownloadOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('kanban.item.removeAttachment', { name: file.fileName })}
                      onClick={() => void removeFile(file.id)}
                      disabled={detach.isPending}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Stack>
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('kanban.item.noAttachments')}
            </Typography>
          )}
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={<AttachFileOutlined />}
            loading={attaching}
          >
            {t('kanban.item.addAttachment')}
            <input
              hidden
              type="file"
              multiple
              onChange={(event) => {
                void attachFiles(event.target.files)
                event.target.value = ''
              }}
            />
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('kanban.item.save')}
          </Button>
          <Button
            color="error"
            variant="outlined"
            loading={remove.isPending}
            onClick={() => remove.mutate(item.id, { onSuccess: onClose })}
          >
            {t('kanban.item.delete')}
          </Button>
        </Box>
        <Divider />
        <Typography variant="subtitle2" component="h3">
          {t('kanban.item.comments')}
        </Typography>
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((entry, index) => (
            <Box component="li" key={`${entry.createdAt}-${index}`}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} dir="auto">
                {entry.author}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {when(entry.createdAt)}
                </Typography>
              </Typography>
              <Typography variant="body2" dir="auto">
                {entry.text}
              </Typography>
            </Box>
          ))}
        </Stack>
        <TextField
          label={t('kanban.item.newComment')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
        />
        <Box>
          <Button variant="outlined" onClick={() => void addComment()} loading={comment.isPending}>
            {t('kanban.item.addComment')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  )
}
