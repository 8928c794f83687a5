// One card's drawer: title, due date, labels, cover and members (Aurum users) saved together through
// the shared update schema; the attached files (uploaded, listed with name and size, downloaded,
// removed) change at once; the comments with their authors and times and a field to add one, and
// deleting the card.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { kanbanItemUpdateSchema, type KanbanItem, type KanbanItemUpdate } from '@aurum/shared'
import { FormDrawer, FormDrawerForm } from '@/components/form-drawer'
import { FormTextField } from '@/components/form-text-field'
import { PeoplePicker } from '@/components/people-picker'
import { ApiError } from '@/lib/api-client'
import { bodyResolver } from '@/lib/body-resolver'
import { downloadCsv } from '@/lib/csv-download'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { useFormat } from '@/lib/format'
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

type ItemForm = {
  title: string
  /** `YYYY-MM-DD`, or empty for none. */
  dueDate: string
  /** Comma-separated, as typed. */
  labels: string
  image: string | null
  /** Aurum user ids. */
  members: number[]
}

const FIELDS = ['title', 'dueDate', 'labels', 'image', 'members'] as const

const toBody = (id: number) => (form: ItemForm) => ({
  item: {
    id,
    title: form.title,
    dueDate: form.dueDate || null,
    labels: form.labels
      .split(',')
      .map((label) => label.trim())
      .filter(Boolean),
    image: form.image,
    members: form.members,
  },
})

/** A failed upload's reason: the file's own, or the answer's. */
function uploadIssue(error: unknown, ...fields: string[]) {
  if (!(error instanceof ApiError)) return undefined
  for (const field of fields) {
    const reason = error.fieldCodes[field]?.[0]
    if (reason) return reason
  }
  return error.code
}

export function ItemDrawer({ item, onClose }: { item: KanbanItem; onClose: () => void }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const update = useUpdateItem()
  const remove = useDeleteItem()
  const [resolver] = useState(() =>
    bodyResolver<ItemForm, KanbanItemUpdate>(kanbanItemUpdateSchema, toBody(item.id)),
  )
  const { control, handleSubmit, setError } = useForm<ItemForm, unknown, KanbanItemUpdate>({
    resolver,
    defaultValues: {
      title: item.title,
      dueDate: item.dueDate ?? '',
      labels: item.labels.join(', '),
      image: item.image,
      members: item.members.map((member) => member.id),
    },
  })
  const [formError, setFormError] = useState<string | null>(null)
  const failed = (issue: Parameters<typeof errorText>[0] | undefined) =>
    setFormError(issue ? errorText(issue) : t('kanban.errors.saveFailed'))

  const save = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body)
      onClose()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, FIELDS, 'item.')
      if (!outcome.placed) failed(outcome.issue)
    }
  })

  return (
    <FormDrawer open onClose={onClose}>
      <FormDrawerForm
        title={t('kanban.item.edit')}
        onClose={onClose}
        onSubmit={save}
        submitLabel={t('kanban.item.save')}
        submitting={update.isPending}
        error={formError}
        secondaryAction={
          <Button
            color="error"
            variant="outlined"
            loading={remove.isPending}
            onClick={() => remove.mutate(item.id, { onSuccess: onClose })}
          >
            {t('kanban.item.delete')}
          </Button>
        }
      >
        <FormTextField
          control={control}
          name="title"
          label={t('kanban.item.title')}
          required
          errorText={errorText}
        />
        <FormTextField
          control={control}
          name="dueDate"
          type="date"
          label={t('kanban.item.dueDate')}
          errorText={errorText}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="labels"
          label={t('kanban.item.labels')}
          helperText={t('kanban.item.labelsHint')}
          errorText={errorText}
        />
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ItemCoverField
              value={field.value}
              onChange={field.onChange}
              onUploaded={() => setFormError(null)}
              onFailed={failed}
            />
          )}
        />
        <Controller
          control={control}
          name="members"
          render={({ field, fieldState }) => (
            <PeoplePicker
              error={errorText(fieldState.error?.message)}
              lookupPath={KANBAN_PEOPLE_PATH}
              value={field.value}
              onChange={field.onChange}
              label={t('kanban.item.members')}
              noOptionsText={t('kanban.people.none')}
              loadingText={t('kanban.people.loading')}
            />
          )}
        />
        <ItemAttachments
          item={item}
          onAttached={() => setFormError(null)}
          onFailed={failed}
          onDownloadFailed={() => setFormError(t('kanban.errors.downloadFailed'))}
        />
        <Divider />
        <ItemComments item={item} />
      </FormDrawerForm>
    </FormDrawer>
  )
}

type UploadOutcome = {
  onFailed: (issue: ReturnType<typeof uploadIssue>) => void
}

function ItemCoverField({
  value,
  onChange,
  onUploaded,
  onFailed,
}: UploadOutcome & {
  value: string | null
  onChange: (image: string | null) => void
  onUploaded: () => void
}) {
  const { t } = useTranslation()
  const [uploading, setUploading] = useState(false)
  const choose = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    try {
      onChange(await uploadCover(file))
      onUploaded()
    } catch (error) {
      onFailed(uploadIssue(error, 'file'))
    } finally {
      setUploading(false)
    }
  }
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('kanban.item.cover')}
      </Typography>
      {value ? (
        <Box
          component="img"
          src={value}
          alt=""
          sx={{ width: '100%', maxHeight: 160, objectFit: 'cover', borderRadius: 1, mb: 1 }}
        />
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button component="label" variant="outlined" size="small" loading={uploading}>
          {value ? t('kanban.item.changeCover') : t('kanban.item.addCover')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
        {value ? (
          <Button size="small" color="secondary" onClick={() => onChange(null)}>
            {t('kanban.item.removeCover')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  )
}

function ItemAttachments({
  item,
  onAttached,
  onFailed,
  onDownloadFailed,
}: UploadOutcome & { item: KanbanItem; onAttached: () => void; onDownloadFailed: () => void }) {
  const { t } = useTranslation()
  const format = useFormat()
  const attach = useAttachFiles()
  const detach = useRemoveAttachment()
  const [files, setFiles] = useState(item.files)
  const [attaching, setAttaching] = useState(false)

  const attachFiles = async (chosen: FileList | null) => {
    const picked = Array.from(chosen ?? [])
    if (!picked.length) return
    setAttaching(true)
    try {
      const uploadIds = []
      for (const file of picked) uploadIds.push(await uploadAttachment(file))
      setFiles((await attach.mutateAsync({ id: item.id, uploadIds })).files)
      onAttached()
    } catch (error) {
      onFailed(uploadIssue(error, 'file', 'uploadIds'))
    } finally {
      setAttaching(false)
    }
  }

  const removeFile = async (uploadId: string) => {
    const saved = await detach.mutateAsync({ id: item.id, uploadId }).catch(() => null)
    if (saved) setFiles(saved.files)
  }

  return (
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
                  onClick={() => void downloadCsv(file.url, {}, file.fileName).catch(onDownloadFailed)}
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
  )
}

/** The card's comments, newest last, and a field to add one (saved at once, not with the form). */
function ItemComments({ item }: { item: KanbanItem }) {
  const { t } = useTranslation()
  const format = useFormat()
  const comment = useAddComment()
  const [text, setText] = useState('')
  const [comments, setComments] = useState(item.comments)

  const addComment = async () => {
    if (!text.trim()) return
    const saved = await comment.mutateAsync({ id: item.id, text: text.trim() })
    setComments(saved.comments)
    setText('')
  }

  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {t('kanban.item.comments')}
      </Typography>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {comments.map((entry, index) => (
          <Box component="li" key={`${entry.createdAt}-${index}`}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} dir="auto">
              {entry.author}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {format.dateTime(entry.createdAt)}
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
    </>
  )
}
