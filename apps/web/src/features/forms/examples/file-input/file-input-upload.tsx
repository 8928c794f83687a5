import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { UPLOAD_IMAGE_TYPES, uploadResponseSchema, type ErrorIssue } from '@aurum/shared'
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-client'
import { UNKNOWN_ERROR, useErrorText } from '@/lib/error-text'
import { IMAGE_UPLOAD_LIMITS, fileLimitIssue, uploadWithProgress } from '@/lib/xhr-upload'
import { useFormat } from '@/lib/format'

const UPLOADS_PATH = '/api/media/uploads'

type Upload = {
  key: number
  name: string
  size: number
  /** 0 to 100. */
  percent: number
  status: 'uploading' | 'done' | 'cancelled' | 'failed' | 'rejected'
  url?: string
  issue?: ErrorIssue | string
}

/**
 * A drop zone (drag and drop, click, Enter or Space) sending images to the server with a progress
 * bar each. Type and size are checked first: a file over the limits is never sent. An upload in
 * progress can be cancelled; a finished one shows the image the server now serves.
 */
export function FileInputUpload() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { fileSize } = useFormat()
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const nextKey = useRef(0)
  const controllers = useRef(new Map<number, AbortController>())
  const [dragging, setDragging] = useState(false)
  const [uploads, setUploads] = useState<Upload[]>([])

  // Leaving the page cancels what is still being sent.
  useEffect(() => {
    const pending = controllers.current
    return () => pending.forEach((controller) => controller.abort())
  }, [])

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))

  const send = async (file: File, key: number) => {
    const controller = new AbortController()
    controllers.current.set(key, controller)
    try {
      const body = await uploadWithProgress(UPLOADS_PATH, file, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => update(key, { percent: Math.round((loaded / total) * 100) }),
      })
      update(key, { status: 'done', percent: 100, url: uploadResponseSchema.parse(body).url })
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError')
        update(key, { status: 'cancelled' })
      else
        update(key, {
          status: 'failed',
          issue: (failure instanceof ApiError && failure.issue) || UNKNOWN_ERROR,
        })
    } finally {
      controllers.current.delete(key)
    }
  }

  const take = (files: FileList | null) => {
    const added: Upload[] = []
    for (const file of Array.from(files ?? [])) {
      const key = nextKey.current++
      const issue = fileLimitIssue(file, IMAGE_UPLOAD_LIMITS)
      added.push({
        key,
        name: file.name,
        size: file.size,
        percent: 0,
        status: issue ? 'rejected' : 'uploading',
        issue,
      })
      if (!issue) void send(file, key)
    }
    setUploads((current) => [...current, ...added])
    if (input.current) input.current.value = ''
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    take(event.dataTransfer.files)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    input.current?.click()
  }

  return (
    <Stack spacing={2}>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        onChange={(event) => take(event.target.files)}
      />
      <Box
        role="button"
        tabIndex={0}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        // Moving over the zone's own text fires dragleave too: only leaving the zone ends the highlight.
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          p: 4,
          textAlign: 'center',
          cursor: 'pointer',
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.selected' : 'transparent',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': {
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <CloudUploadOutlined fontSize="large" color="primary" />
        <Typography variant="subtitle1" component="span">
          {t('forms.fileInput.dropHere')}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary" component="span">
          {t('forms.fileInput.limits', { limit: fileSize(IMAGE_UPLOAD_LIMITS.maxBytes) })}
        </Typography>
      </Box>
      {uploads.length ? (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t('forms.fileInput.uploads')}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              size={fileSize(upload.size)}
              error={upload.issue === undefined ? undefined : errorText(upload.issue)}
              onCancel={() => controllers.current.get(upload.key)?.abort()}
              onRemove={() => setUploads((current) => current.filter((item) => item.key !== upload.key))}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}

type UploadRowProps = {
  upload: Upload
  size: string
  error?: string
  onCancel: () => void
  onRemove: () => void
}

function UploadRow({ upload, size, error, onCancel, onRemove }: UploadRowProps) {
  const { t } = useTranslation()
  const statusText =
    upload.status === 'uploading'
      ? t('forms.fileInput.uploading', { percent: upload.percent })
      : upload.status === 'done'
        ? t('forms.fileInput.uploaded')
        : upload.status === 'cancelled'
          ? t('forms.fileInput.cancelled')
          : error
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          flexShrink: 0,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {upload.url ? (
          <Box
            component="img"
            src={upload.url}
            alt={upload.name}
            sx={{ width: 1, height: 1, objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {upload.name}
        </Typography>
        <Typography
          variant="caption"
          role={upload.status === 'failed' || upload.status === 'rejected' ? 'alert' : 'status'}
          color={upload.status === 'failed' || upload.status === 'rejected' ? 'error' : 'text.secondary'}
          sx={{ display: 'block' }}
        >
          {size} · {statusText}
        </Typography>
        {upload.status === 'uploading' || upload.status === 'done' ? (
          <LinearProgress
            variant="determinate"
            value={upload.percent}
            aria-label={t('forms.fileInput.progressOf', { name: upload.name })}
            sx={{ mt: 0.75 }}
          />
        ) : null}
      </Box>
      {upload.status === 'uploading' ? (
        <Button
          size="small"
          onClick={onCancel}
          aria-label={t('forms.fileInput.cancelOf', { name: upload.name })}
        >
          {t('forms.fileInput.cancel')}
        </Button>
      ) : (
        <Button
          size="small"
          color="inherit"
          onClick={onRemove}
          aria-label={t('forms.fileInput.removeOf', { name: upload.name })}
        >
          {t('forms.fileInput.remove')}
        </Button>
      )}
    </Box>
  )
}
