// The compose window (new mail, reply, reply all, forward): a panel at the window's end corner that
// can be minimised or made full screen. What is written is saved as a draft a moment after each
// change, and sent with the draft's id so the draft goes when the mail leaves. Saves run one after
// another, and Send waits for the one under way and stops the rest: a save still running (or its
// timer) when the mail leaves would otherwise store the sent mail again as a new draft.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AttachFile from '@mui/icons-material/AttachFile'
import Close from '@mui/icons-material/Close'
import CloseFullscreen from '@mui/icons-material/CloseFullscreen'
import Minimize from '@mui/icons-material/Minimize'
import OpenInFull from '@mui/icons-material/OpenInFull'
import { useTranslation } from 'react-i18next'
import { emailAddressSchema, type EmailAddress, type EmailAttachment } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { showSnackbar } from '@/lib/snackbar'
import { uploadAttachment, useSaveDraft, useSendEmail } from '../api'

const RichTextEditor = lazy(() =>
  import('@/components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
)

export type ComposeAttachment = { id: string; fileName: string; byteSize: number | null; size?: string }

/**
 * The stored files of a message, to keep in a draft or forward: named by their upload id, never by
 * their address (signed for the reader, it changes; the demo's placeholders have no stored file).
 */
export function composeAttachmentsOf(files: readonly EmailAttachment[]): ComposeAttachment[] {
  return files.flatMap((file) =>
    file.uploadId === null
      ? []
      : [{ id: file.uploadId, fileName: file.fileName, byteSize: file.byteSize, size: file.size }],
  )
}

export type ComposeDraft = {
  to: EmailAddress[]
  cc: EmailAddress[]
  bcc: EmailAddress[]
  subject: string
  message: string
  attachments: ComposeAttachment[]
  inReplyTo?: number
  draftId?: number
}

export const EMPTY_DRAFT: ComposeDraft = {
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
  attachments: [],
}

/** "Name <address>" or a bare address, as typed in a recipient field; null when not an address. */
function parseAddress(text: string): EmailAddress | null {
  const trimmed = text.trim()
  const named = /^(.*)<([^<>]+)>$/.exec(trimmed)
  const candidate = named
    ? { email: named[2]!.trim(), name: named[1]!.trim().replace(/^"|"$/g, '') }
    : { email: trimmed, name: '' }
  const parsed = emailAddressSchema.safeParse(candidate)
  return parsed.success ? parsed.data : null
}

function RecipientField({
  label,
  value,
  onChange,
  autoFocus,
}: {
  label: string
  value: EmailAddress[]
  onChange: (value: EmailAddress[]) => void
  autoFocus?: boolean
}) {
  const { t } = useTranslation()
  const [input, setInput] = useState('')
  const [invalid, setInvalid] = useState(false)
  const commit = (text: string) => {
    if (!text.trim()) return true
    const address = parseAddress(text)
    if (!address) {
      setInvalid(true)
      return false
    }
    onChange([...value, address])
    setInput('')
    setInvalid(false)
    return true
  }
  return (
    <Autocomplete<EmailAddress, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return
        // A comma or a semicolon ends an address, as in every mail client.
        if (/[,;]$/.test(text)) commit(text.slice(0, -1))
        else {
          setInput(text)
          setInvalid(false)
        }
      }}
      onChange={(_event, next) => {
        const addresses: EmailAddress[] = []
        for (const item of next) {
          if (typeof item !== 'string') addresses.push(item)
          else {
            const address = parseAddress(item)
            if (address) addresses.push(address)
            else setInvalid(true)
          }
        }
        onChange(addresses)
        setInput('')
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.email)}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...props } = getItemProps({ index })
          const text =
            typeof item === 'string' ? item : item.name ? `${item.name} <${item.email}>` : item.email
          return <Chip key={key} size="small" label={text} {...props} />
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          variant="standard"
          label={label}
          autoFocus={autoFocus}
          error={invalid}
          helperText={invalid ? t('errors.email.badAddress') : undefined}
          onBlur={() => commit(input)}
        />
      )}
    />
  )
}

const bodyOf = (value: ComposeDraft) => ({
  to: value.to,
  cc: value.cc,
  bcc: value.bcc,
  subject: value.subject,
  message: value.message,
  attachmentIds: value.attachments.map((file) => file.id),
  inReplyTo: value.inReplyTo,
})

export type EmailComposeProps = {
  initial: ComposeDraft
  onClose: () => void
}

export function EmailCompose({ initial, onClose }: EmailComposeProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const titleId = useId()
  const [draft, setDraft] = useState<ComposeDraft>(initial)
  const [showCopies, setShowCopies] = useState(initial.cc.length + initial.bcc.length > 0)
  const [minimized, setMinimized] = useState(false)
  const [fullScreen, setFullScreen] = useState(false)
  const [uploading, setUploading] = useState(0)
  const [toError, setToError] = useState<string | undefined>()
  const fileInput = useRef<HTMLInputElement>(null)
  const send = useSendEmail()
  const saveDraft = useSaveDraft()
  const draftId = useRef<number | undefined>(initial.draftId)
  const [draftSaved, setDraftSaved] = useState(initial.draftId !== undefined)
  const changed = useRef(false)
  /** The saves, one after another: each learns the draft id the one before it got. */
  const saves = useRef<Promise<void>>(Promise.resolve())
  /** From Send on, nothing is saved: the draft leaves with the mail. */
  const sending = useRef(false)
  const [submitting, setSubmitting] = useState(false)

  const update = (patch: Partial<ComposeDraft>) => {
    changed.current = true
    setDraft((current) => ({ ...current, ...patch }))
  }

  const saving = saveDraft.mutateAsync
  const queueSave = useCallback(
    (value: ComposeDraft) => {
      saves.current = saves.current.then(() =>
        saving({ ...bodyOf(value), draftId: draftId.current })
          .then((saved) => {
            draftId.current = saved.id
            setDraftSaved(true)
          })
          .catch(() => undefined),
      )
    },
    [saving],
  )

  // A draft is saved a moment after the last change (not on every key).
  useEffect(() => {
    if (!changed.current || sending.current) return
    const timer = setTimeout(() => {
      if (sending.current) return
      changed.current = false
      queueSave(draft)
    }, 1500)
    return () => clearTimeout(timer)
  }, [draft, queueSave])

  const attach = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setUploading((count) => count + 1)
      try {
        const uploaded = await uploadAttachment(file)
        changed.current = true
        setDraft((current) =>
          current.attachments.some((item) => item.id === uploaded.id)
            ? current
            : {
                ...current,
                attachments: [
                  ...current.attachments,
                  { id: uploaded.id, fileName: uploaded.fileName, byteSize: uploaded.byteSize },
                ],
              },
        )
      } catch (error) {
        const issue = error instanceof ApiError ? (error.fieldCodes.file?.[0] ?? error.code) : undefined
        showSnackbar(issue ? errorText(issue) : t('email.errors.uploadFailed'), 'error')
      } finally {
        setUploading((count) => count - 1)
      }
    }
  }

  const submit = async () => {
    if (sending.current) return
    if (draft.to.length + draft.cc.length + draft.bcc.length === 0) {
      setToError(t('errors.email.noRecipient'))
      return
    }
    sending.current = true
    setSubmitting(true)
    // The save under way, if any, answers first: its draft is the one this send removes.
    await saves.current
    send.mutate(
      { ...bodyOf(draft), draftId: draftId.current },
      {
        onSuccess: () => onClose(),
        onError: (error) => {
          // Still being written: saving goes on from the next change.
          sending.current = false
          setSubmitting(false)
          const issue =
            error instanceof ApiError ? (Object.values(error.fieldCodes)[0]?.[0] ?? error.code) : undefined
          showSnackbar(issue ? errorText(issue) : t('email.errors.sendFailed'), 'error')
        },
      },
    )
  }

  const close = () => {
    // Closed while the mail leaves: the draft goes with it, nothing more to save.
    if (!sending.current && changed.current && (draft.subject || draft.message || draft.to.length))
      queueSave(draft)
    onClose()
  }

  return (
    <Paper
      elevation={12}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          close()
        }
      }}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.modal,
        insetInlineEnd: fullScreen ? 24 : 24,
        bottom: fullScreen ? 24 : 0,
        insetBlockStart: fullScreen ? 24 : 'auto',
        insetInlineStart: fullScreen ? 24 : 'auto',
        width: fullScreen ? 'auto' : { xs: 'calc(100% - 48px)', sm: 560 },
        display: 'flex',
        flexDirection: 'column',
        maxHeight: fullScreen ? undefined : '80vh',
      }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1, bgcolor: 'action.hover' }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {draft.inReplyTo ? draft.subject || t('email.compose.title') : t('email.compose.title')}
        </Typography>
        <Tooltip title={t(minimized ? 'email.compose.restore' : 'email.compose.minimize')}>
          <IconButton
            size="small"
            aria-label={t(minimized ? 'email.compose.restore' : 'email.compose.minimize')}
            onClick={() => setMinimized((value) => !value)}
          >
            <Minimize fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t(fullScreen ? 'email.compose.exitFullScreen' : 'email.compose.fullScreen')}>
          <IconButton
            size="small"
            aria-label={t(fullScreen ? 'email.compose.exitFullScreen' : 'email.compose.fullScreen')}
            onClick={() => {
              setFullScreen((value) => !value)
              setMinimized(false)
            }}
          >
            {fullScreen ? <CloseFullscreen fontSize="small" /> : <OpenInFull fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('email.compose.close')}>
          <IconButton size="small" aria-label={t('email.compose.close')} onClick={close}>
            <Close fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {minimized ? null : (
        <Box
          sx={{ p: 2, overflowY: 'auto', flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Stack direction="row" alignItems="flex-end" spacing={1}>
            <Box sx={{ flexGrow: 1 }}>
              <RecipientField
                label={t('email.compose.to')}
                value={draft.to}
                autoFocus={!draft.to.length}
                onChange={(to) => {
                  setToError(undefined)
                  update({ to })
                }}
              />
            </Box>
            {showCopies ? null : (
              <Button size="small" onClick={() => setShowCopies(true)}>
                {t('email.compose.ccBcc')}
              </Button>
            )}
          </Stack>
          {toError ? (
            <Typography role="alert" color="error" variant="caption">
              {toError}
            </Typography>
          ) : null}
          {showCopies ? (
            <>
              <RecipientField
                label={t('email.compose.cc')}
                value={draft.cc}
                onChange={(cc) => update({ cc })}
              />
              <RecipientField
                label={t('email.compose.bcc')}
                value={draft.bcc}
                onChange={(bcc) => update({ bcc })}
              />
            </>
          ) : null}
          <TextField
            variant="standard"
            label={t('email.compose.subject')}
            value={draft.subject}
            onChange={(event) => update({ subject: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <Suspense fallback={<CircularProgress size={24} aria-label={t('common.loading')} />}>
            <RichTextEditor
              label={t('email.compose.message')}
              value={draft.message}
              onChange={(message) => {
                if (message !== draft.message) update({ message })
              }}
            />
          </Suspense>
          {draft.attachments.length ? (
            <Stack direction="row" flexWrap="wrap" gap={1} aria-label={t('email.thread.attachments')}>
              {draft.attachments.map((file) => (
                <Chip
                  key={file.id}
                  icon={<AttachFile />}
                  label={`${file.fileName} (${file.size ?? sizeLabel(file.byteSize)})`}
                  onDelete={() =>
                    update({ attachments: draft.attachments.filter((item) => item.id !== file.id) })
                  }
                  slotProps={{ root: { 'aria-label': file.fileName } } as object}
                />
              ))}
            </Stack>
          ) : null}
          <Stack direction="row" alignItems="center" spacing={1}>
            <Button variant="contained" onClick={() => void submit()} disabled={submitting || uploading > 0}>
              {t('email.compose.send')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              aria-label={t('email.compose.attach')}
              onChange={(event) => {
                void attach(event.target.files)
                event.target.value = ''
              }}
            />
            <Tooltip title={t('email.compose.attach')}>
              <IconButton aria-label={t('email.compose.attach')} onClick={() => fileInput.current?.click()}>
                <AttachFile />
              </IconButton>
            </Tooltip>
            {uploading > 0 ? <CircularProgress size={20} aria-label={t('email.compose.uploading')} /> : null}
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ flexGrow: 1, textAlign: 'end' }}
              aria-live="polite"
            >
              {saveDraft.isPending ? t('email.compose.saving') : draftSaved ? t('email.compose.saved') : ''}
            </Typography>
          </Stack>
        </Box>
      )}
    </Paper>
  )
}

/** A byte count as the spec's size text ('5mb', '120kb'). */
function sizeLabel(bytes: number | null): string {
  if (bytes === null) return ''
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10}mb`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}kb`
  return `${bytes}b`
}
