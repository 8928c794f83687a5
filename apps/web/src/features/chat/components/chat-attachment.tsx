// Files in the chat: the attach button of the composer (checks the limits, uploads with progress and
// can be cancelled, then holds the file until the message goes) and a sent file in a message (an
// image shown, anything else a link that downloads it under its name).
import { useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AttachFile from '@mui/icons-material/AttachFile'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import { useTranslation } from 'react-i18next'
import {
  ATTACHMENT_MAX_BYTES,
  attachmentUploadResponseSchema,
  type AttachmentUploadResponse,
  type ChatAttachment,
} from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { UNKNOWN_ERROR, useErrorText } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { fileLimitIssue, uploadWithProgress } from '@/lib/xhr-upload'

const CHAT_ATTACHMENTS_PATH = '/api/media/chat-attachments'

export type PendingAttachment = AttachmentUploadResponse

/** The paperclip: uploads one file and hands it over; shows progress, a cancel and any error. */
export function ChatAttachButton({
  attached,
  onAttached,
  disabled,
}: {
  attached: PendingAttachment | null
  onAttached: (attachment: PendingAttachment | null) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { fileSize } = useFormat()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)

  const choose = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    const issue = fileLimitIssue(file, { maxBytes: ATTACHMENT_MAX_BYTES })
    if (issue) return setError(errorText(issue))
    abort.current = new AbortController()
    setProgress(0)
    try {
      const body = await uploadWithProgress(CHAT_ATTACHMENTS_PATH, file, {
        signal: abort.current.signal,
        onProgress: ({ loaded, total }) => setProgress(total ? (loaded / total) * 100 : 0),
      })
      onAttached(attachmentUploadResponseSchema.parse(body))
    } catch (caught) {
      if (!(caught instanceof DOMException && caught.name === 'AbortError'))
        setError(errorText((caught instanceof ApiError && caught.issue) || UNKNOWN_ERROR))
    } finally {
      setProgress(null)
      abort.current = null
    }
  }

  return (
    <>
      <Tooltip title={t('chat.attachment.attach')}>
        <span>
          <IconButton
            aria-label={t('chat.attachment.attach')}
            onClick={() => input.current?.click()}
            disabled={disabled || progress !== null || attached !== null}
          >
            <AttachFile />
          </IconButton>
        </span>
      </Tooltip>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="chat-attachment-input"
        onChange={(event) => {
          void choose(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      {(progress !== null || attached || error) && (
        <Box sx={{ position: 'absolute', insetInlineStart: 16, insetInlineEnd: 16, bottom: '100%', pb: 1 }}>
          {progress !== null && (
            <Stack direction="row" spacing={1} alignItems="center">
              <LinearProgress
                variant="determinate"
                value={progress}
                sx={{ flex: 1 }}
                aria-label={t('chat.attachment.uploading')}
              />
              <Chip size="small" label={t('chat.attachment.cancel')} onClick={() => abort.current?.abort()} />
            </Stack>
          )}
          {attached && (
            <Chip
              icon={<InsertDriveFileOutlined />}
              label={`${attached.fileName} (${fileSize(attached.byteSize)})`}
              onDelete={() => onAttached(null)}
              slotProps={{
                root: { 'aria-label': t('chat.attachment.attached', { name: attached.fileName }) },
              }}
              sx={{ bgcolor: 'background.paper', maxInlineSize: '100%' }}
            />
          )}
          {error && (
            <Typography
              role="alert"
              variant="body2"
              color="error"
              sx={{ bgcolor: 'background.paper', px: 1 }}
            >
              {error}
            </Typography>
          )}
        </Box>
      )}
    </>
  )
}

/** A file sent with a message. */
export function ChatAttachmentView({ attachment }: { attachment: ChatAttachment }) {
  const { t } = useTranslation()
  const { fileSize } = useFormat()
  const label = t('chat.attachment.download', {
    name: attachment.fileName,
    size: fileSize(attachment.byteSize),
  })
  if (attachment.contentType.startsWith('image/'))
    return (
      <Link href={attachment.url} download={attachment.fileName} aria-label={label} sx={{ display: 'block' }}>
        <Box
          component="img"
          src={attachment.url}
          alt={attachment.fileName}
          sx={{ display: 'block', maxInlineSize: 240, maxBlockSize: 240, borderRadius: 1 }}
        />
      </Link>
    )
  return (
    <Chip
      icon={<InsertDriveFileOutlined />}
      component="a"
      href={attachment.url}
      download={attachment.fileName}
      clickable
      label={`${attachment.fileName} (${fileSize(attachment.byteSize)})`}
      aria-label={label}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', maxInlineSize: '100%' }}
    />
  )
}
