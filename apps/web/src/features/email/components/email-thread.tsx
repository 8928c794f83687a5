// The reading pane: one thread (the message and its replies), each with its sender, recipients,
// time, HTML body (sanitized by the server when it was written), attachments with their size to
// download, and the delivery of mail sent outside Aurum (each recipient's, with the mail server's
// answer, while any is not through); and the thread's actions.
import { useId } from 'react'
import Alert, { type AlertColor } from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBack'
import AttachFile from '@mui/icons-material/AttachFile'
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import ErrorOutline from '@mui/icons-material/ErrorOutline'
import Forward from '@mui/icons-material/Forward'
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined'
import Reply from '@mui/icons-material/Reply'
import ReplyAll from '@mui/icons-material/ReplyAll'
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash'
import Schedule from '@mui/icons-material/Schedule'
import Star from '@mui/icons-material/Star'
import StarBorder from '@mui/icons-material/StarBorder'
import { useTranslation } from 'react-i18next'
import type { Email, EmailDeliveryStatus, EmailRecipientDelivery, EmailReply } from '@aurum/shared'
import { ErrorState, LoadingState } from '@/components/state-views'
import { useErrorText } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { LABEL_COLORS } from './email-labels'

export type ThreadAction = 'reply' | 'replyAll' | 'forward'

function useDateTime() {
  return useFormat().dateTime
}

const addressText = (list: { email: string; name: string }[]) =>
  list.map((entry) => (entry.name ? `${entry.name} <${entry.email}>` : entry.email)).join(', ')

const DELIVERY_SEVERITY = {
  queued: 'info',
  sent: 'success',
  partial: 'warning',
  failed: 'error',
} as const satisfies Record<EmailDeliveryStatus, AlertColor>

const RECIPIENT_ICON = {
  queued: <Schedule fontSize="inherit" />,
  sent: <CheckCircleOutline fontSize="inherit" color="success" />,
  failed: <ErrorOutline fontSize="inherit" color="error" />,
} as const

/** Which outside recipient the mail server took, refused for now (retried) or refused, and why. */
function RecipientDeliveries({ deliveries }: { deliveries: EmailRecipientDelivery[] }) {
  const { t } = useTranslation()
  const listId = useId()
  return (
    <>
      <Typography id={listId} variant="body2" component="p" sx={{ mt: 1, fontWeight: 500 }}>
        {t('email.delivery.recipients')}
      </Typography>
      <Box component="ul" aria-labelledby={listId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {deliveries.map((delivery) => (
          <Box
            component="li"
            key={delivery.email}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mt: 0.5 }}
          >
            {RECIPIENT_ICON[delivery.status]}
            <Typography variant="body2" component="span" dir="ltr">
              {addressText([delivery])}
            </Typography>
            <Typography variant="body2" component="span">
              {t(
                `email.delivery.recipient.${delivery.status === 'queued' && delivery.error ? 'retrying' : delivery.status}`,
              )}
            </Typography>
            {delivery.error ? (
              // The mail server's own answer (its code and words), as it gave it.
              <Typography variant="caption" component="span" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
                {delivery.error}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
    </>
  )
}

function ThreadMessage({ message }: { message: EmailReply }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const dateTime = useDateTime()
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t('email.thread.messageFrom', { name: message.from.name })}
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <Avatar src={message.from.avatar ?? undefined} alt="">
          {message.from.name.slice(0, 1)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            {message.from.name}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }} dir="ltr">
              &lt;{message.from.email}&gt;
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('email.thread.to')}: <span dir="ltr">{addressText(message.to)}</span>
          </Typography>
          {message.cc.length ? (
            <Typography variant="body2" color="text.secondary">
              {t('email.compose.cc')}: <span dir="ltr">{addressText(message.cc)}</span>
            </Typography>
          ) : null}
          {message.bcc.length ? (
            <Typography variant="body2" color="text.secondary">
              {t('email.compose.bcc')}: <span dir="ltr">{addressText(message.bcc)}</span>
            </Typography>
          ) : null}
        </Box>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={message.time}>
          {dateTime(message.time)}
        </Typography>
      </Stack>
      {message.deliveryStatus ? (
        <Alert severity={DELIVERY_SEVERITY[message.deliveryStatus]} sx={{ mt: 2 }}>
          {t(`email.delivery.${message.deliveryStatus}`)}
          {message.deliveryError
            ? ` — ${message.deliveryError.startsWith('email.') ? errorText(message.deliveryError) : message.deliveryError}`
            : ''}
          {message.deliveryStatus !== 'sent' && message.deliveries.length ? (
            <RecipientDeliveries deliveries={message.deliveries} />
          ) : null}
        </Alert>
      ) : null}
      <Box
        dir="auto"
        sx={{ mt: 2, typography: 'body1', '& p': { my: 1 }, overflowWrap: 'anywhere' }}
        // Sanitized on the server (an allow-list of tags) before it was stored.
        dangerouslySetInnerHTML={{ __html: message.message }}
      />
      {message.attachments.length ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('email.thread.attachments')}
          </Typography>
          <Stack direction="row" flexWrap="wrap" gap={1}>
            {message.attachments.map((file) => (
              <Chip
                key={file.id}
                icon={<AttachFile />}
                component="a"
                href={file.url}
                download={file.fileName}
                clickable
                label={`${file.fileName} (${file.size})`}
                aria-label={t('email.thread.download', { name: file.fileName, size: file.size })}
              />
            ))}
          </Stack>
        </Box>
      ) : null}
    </Paper>
  )
}

export type EmailThreadProps = {
  thread: Email | undefined
  isLoading: boolean
  error: unknown
  onBack: () => void
  onAction: (action: ThreadAction, thread: Email) => void
  onStar: (thread: Email) => void
  onTrash: (thread: Email) => void
  onRestore: (thread: Email) => void
  onUnread: (thread: Email) => void
}

export function EmailThread({
  thread,
  isLoading,
  error,
  onBack,
  onAction,
  onStar,
  onTrash,
  onRestore,
  onUnread,
}: EmailThreadProps) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tooltip title={t('email.thread.back')}>
          {/* The pane takes the focus when it opens, so the keyboard goes on from here. */}
          <IconButton aria-label={t('email.thread.back')} onClick={onBack} autoFocus>
            <ArrowBack
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {thread?.subject || t('email.list.noSubject')}
        </Typography>
        {thread ? (
          <>
            {thread.labels.map((label) => (
              <Chip
                key={label}
                size="small"
                color={LABEL_COLORS[label]}
                variant="outlined"
                label={t(`email.labels.${label}`)}
              />
            ))}
            <Tooltip title={t(thread.isStarred ? 'email.actions.unstar' : 'email.actions.star')}>
              <IconButton
                aria-label={t(thread.isStarred ? 'email.actions.unstar' : 'email.actions.star')}
                aria-pressed={thread.isStarred}
                onClick={() => onStar(thread)}
              >
                {thread.isStarred ? <Star color="warning" /> : <StarBorder />}
              </IconButton>
            </Tooltip>
            <Tooltip title={t('email.actions.markUnread')}>
              <IconButton aria-label={t('email.actions.markUnread')} onClick={() => onUnread(thread)}>
                <MarkEmailUnreadOutlined />
              </IconButton>
            </Tooltip>
            {thread.isDeleted ? (
              <Tooltip title={t('email.actions.restore')}>
                <IconButton aria-label={t('email.actions.restore')} onClick={() => onRestore(thread)}>
                  <RestoreFromTrash />
                </IconButton>
              </Tooltip>
            ) : (
              <Tooltip title={t('email.actions.trash')}>
                <IconButton aria-label={t('email.actions.trash')} onClick={() => onTrash(thread)}>
                  <DeleteOutline />
                </IconButton>
              </Tooltip>
            )}
          </>
        ) : null}
      </Stack>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {isLoading ? <LoadingState /> : null}
        {error ? <ErrorState error={error} notFoundText={t('errors.email.notFound')} /> : null}
        {thread ? (
          <>
            <ThreadMessage message={thread} />
            {thread.replies.map((reply) => (
              <ThreadMessage key={reply.id} message={reply} />
            ))}
            <Divider />
            <Stack direction="row" spacing={1} flexWrap="wrap">
              <Button variant="outlined" startIcon={<Reply />} onClick={() => onAction('reply', thread)}>
                {t('email.actions.reply')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<ReplyAll />}
                onClick={() => onAction('replyAll', thread)}
              >
                {t('email.actions.replyAll')}
              </Button>
              <Button variant="outlined" startIcon={<Forward />} onClick={() => onAction('forward', thread)}>
                {t('email.actions.forward')}
              </Button>
            </Stack>
          </>
        ) : null}
      </Box>
    </Box>
  )
}
