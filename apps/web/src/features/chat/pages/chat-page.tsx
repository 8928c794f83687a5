// The chat app (spec section 2, /apps/chat): the user's chats (newest first, unread badges) and
// contacts with a search, the conversation with day separators, receipts and typing, sending with
// Enter, files (uploaded, then sent with a message and downloaded by both sides), and the profile
// drawer. New messages, receipts, typing and presence arrive on the tab's realtime socket.
// Below md (as the mailbox) the list and the conversation are two screens: the list full width,
// the conversation with a back button; ?with=<id> holds it, so reload and the browser's back agree.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import ArrowBack from '@mui/icons-material/ArrowBack'
import Done from '@mui/icons-material/Done'
import DoneAll from '@mui/icons-material/DoneAll'
import Search from '@mui/icons-material/Search'
import Send from '@mui/icons-material/Send'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { ChatContact, ChatMessage } from '@aurum/shared'
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views'
import { ApiError } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { useChatsAndContacts, useChatThread, useSendChatMessage } from '../api'
import { ChatAttachButton, ChatAttachmentView, type PendingAttachment } from '../components/chat-attachment'
import { ChatAvatar } from '../components/chat-avatar'
import { ChatEmojiPicker } from '../components/chat-emoji-picker'
import { ChatProfileDrawer } from '../components/chat-profile-drawer'
import { useChatRealtime } from '../realtime'
import { HiddenPageTitle } from '@/components/page-header'

const TYPING_IDLE_MS = 2500

function Receipt({ message }: { message: ChatMessage }) {
  const { t } = useTranslation()
  const { isSeen, isDelivered } = message.feedback
  const label = t(isSeen ? 'chat.receipt.seen' : isDelivered ? 'chat.receipt.delivered' : 'chat.receipt.sent')
  const Icon = isDelivered || isSeen ? DoneAll : Done
  return (
    <Icon
      titleAccess={label}
      data-receipt={isSeen ? 'seen' : isDelivered ? 'delivered' : 'sent'}
      sx={{ fontSize: 16, color: isSeen ? 'success.main' : 'text.disabled' }}
    />
  )
}

function ChatConversation({
  contactId,
  typing,
  onTyping,
  onBack,
}: {
  contactId: number
  typing: boolean
  onTyping: (typing: boolean) => void
  /** On a phone: back to the list (the conversation is a screen of its own). */
  onBack?: () => void
}) {
  const { t, i18n } = useTranslation()
  const format = useFormat()
  const thread = useChatThread(contactId)
  const send = useSendChatMessage(contactId)
  const errorText = useErrorText()
  // Why the last message to this contact did not go (e.g. their role cannot read the chat); the
  // draft stays, so nothing typed is lost.
  const [refusal, setRefusal] = useState<{ contactId: number; text: string } | null>(null)
  const [draft, setDraft] = useState('')
  const [attached, setAttached] = useState<PendingAttachment | null>(null)
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const isTyping = useRef(false)
  const bottomRef = useRef<HTMLDivElement>(null)
  const messages = useMemo(() => thread.data?.chat?.messages ?? [], [thread.data])

  useEffect(() => {
    bottomRef.current?.scrollIntoView({ block: 'end' })
  }, [messages.length, typing])

  const stopTyping = () => {
    clearTimeout(typingTimer.current)
    if (isTyping.current) onTyping(false)
    isTyping.current = false
  }
  useEffect(() => () => clearTimeout(typingTimer.current), [])

  const submit = async () => {
    const message = draft.trim()
    if ((!message && !attached) || send.isPending) return
    stopTyping()
    const sent = attached
    try {
      await send.mutateAsync({ message, attachmentId: sent?.id })
    } catch (error) {
      const issue = error instanceof ApiError ? error.issue : undefined
      setRefusal({ contactId, text: issue ? errorText(issue) : t('chat.errors.sendFailed') })
      return
    }
    setRefusal(null)
    setDraft('')
    // A file attached while this message was on its way stays for the next one.
    setAttached((current) => (current === sent ? null : current))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      void submit()
    }
  }
  const onChange = (value: string) => {
    setDraft(value)
    if (!isTyping.current) onTyping(true)
    isTyping.current = true
    clearTimeout(typingTimer.current)
    typingTimer.current = setTimeout(stopTyping, TYPING_IDLE_MS)
  }

  const backButton = onBack ? (
    <IconButton onClick={onBack} aria-label={t('chat.back')} edge="start">
      <ArrowBack sx={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />
    </IconButton>
  ) : null
  const loadingOrError = thread.isPending ? (
    <LoadingState />
  ) : thread.isError ? (
    <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />
  ) : null
  if (loadingOrError || !thread.data)
    return backButton ? (
      <Stack sx={{ blockSize: '100%' }}>
        <Box sx={{ px: 2, py: 1 }}>{backButton}</Box>
        {loadingOrError}
      </Stack>
    ) : (
      loadingOrError
    )
  const { contact } = thread.data
  const days = messages.map((message) => format.dateFull(message.time))
  const padding = onBack ? 2 : 3

  return (
    <Stack sx={{ blockSize: '100%', minBlockSize: 0 }}>
      <Stack direction="row" spacing={onBack ? 1 : 2} alignItems="center" sx={{ px: padding, py: 2 }}>
        {backButton}
        <ChatAvatar fullName={contact.fullName} avatar={contact.avatar} status={contact.status} />
        <Box sx={{ minInlineSize: 0 }}>
          <Typography variant="subtitle1" component="h2" noWrap title={contact.fullName}>
            {contact.fullName}
          </Typography>
          <Typography variant="body2" color={typing ? 'primary' : 'text.secondary'} noWrap aria-live="polite">
            {typing ? t('chat.typing') : `${contact.role} · ${t(`chat.status.${contact.status}`)}`}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <Box
        role="log"
        aria-label={t('chat.conversation', { name: contact.fullName })}
        sx={{ flex: 1, overflowY: 'auto', px: padding, py: 2, bgcolor: 'action.hover' }}
      >
        {messages.length === 0 && (
          <Typography color="text.secondary" align="center" sx={{ mt: 6 }}>
            {t('chat.noMessages')}
          </Typography>
        )}
        {messages.map((message, index) => {
          const mine = message.senderId !== contact.id
          const day = days[index] ?? ''
          const separator = index === 0 || day !== days[index - 1]
          return (
            <Box key={message.id}>
              {separator && (
                <Divider sx={{ my: 2 }}>
                  <Chip size="small" label={day} />
                </Divider>
              )}
              <Stack alignItems={mine ? 'flex-end' : 'flex-start'} sx={{ mb: 1.5 }}>
                <Paper
                  elevation={0}
                  dir="auto"
                  data-testid="chat-message"
                  sx={{
                    px: 2,
                    py: 1,
                    maxInlineSize: '75%',
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    bgcolor: mine ? 'primary.main' : 'background.paper',
                    color: mine ? 'primary.contrastText' : 'text.primary',
                  }}
                >
                  {message.attachment && (
                    <Box sx={{ mb: message.message ? 1 : 0 }}>
                      <ChatAttachmentView attachment={message.attachment} />
                    </Box>
                  )}
                  {message.message}
                </Paper>
                <Stack direction="row" spacing={0.5} alignItems="center" sx={{ mt: 0.5 }}>
                  {mine && <Receipt message={message} />}
                  <Typography variant="caption" color="text.secondary">
                    {format.time(message.time)}
                  </Typography>
                </Stack>
              </Stack>
            </Box>
          )
        })}
        <div ref={bottomRef} />
      </Box>
      <Divider />
      {refusal?.contactId === contactId ? (
        <Alert severity="error" onClose={() => setRefusal(null)} sx={{ m: onBack ? 1 : 2, mb: 0 }}>
          {refusal.text}
        </Alert>
      ) : null}
      <Stack
        direction="row"
        spacing={onBack ? 0.5 : 1}
        alignItems="flex-end"
        sx={{ p: onBack ? 1 : 2, position: 'relative' }}
      >
        <ChatEmojiPicker onPick={(emoji) => setDraft((current) => current + emoji)} />
        <ChatAttachButton attached={attached} onAttached={setAttached} disabled={send.isPending} />
        <TextField
          fullWidth
          multiline
          maxRows={4}
          size="small"
          label={t('chat.input')}
          value={draft}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <IconButton
          color="primary"
          aria-label={t('chat.send')}
          onClick={() => void submit()}
          disabled={(!draft.trim() && !attached) || send.isPending}
        >
          <Send sx={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />
        </IconButton>
      </Stack>
    </Stack>
  )
}

function ContactItem({
  contact,
  selected,
  secondary,
  unseen,
  onSelect,
}: {
  contact: ChatContact
  selected: boolean
  secondary: string
  unseen?: number
  onSelect: () => void
}) {
  const { t } = useTranslation()
  return (
    <ListItem disablePadding>
      <ListItemButton selected={selected} onClick={onSelect} aria-current={selected ? 'true' : undefined}>
        <ListItemAvatar>
          <ChatAvatar fullName={contact.fullName} avatar={contact.avatar} status={contact.status} />
        </ListItemAvatar>
        <ListItemText
          primary={contact.fullName}
          // The last message reads in its own direction: English in an Arabic page keeps its full
          // stop at the end and is cut at its end ("The dashboard is…"), not at its start. "left"
          // lines it up with the page (the RTL styles turn it into "right" in Arabic).
          secondary={secondary}
          slotProps={{
            // Cut at their end, the name and the last message show whole on hover.
            primary: { noWrap: true, title: contact.fullName },
            secondary: {
              noWrap: true,
              dir: 'auto',
              sx: { textAlign: 'left' },
              title: typeof secondary === 'string' ? secondary : undefined,
            },
          }}
        />
        {unseen ? (
          <Chip size="small" color="error" label={unseen} aria-label={t('chat.unseen', { count: unseen })} />
        ) : null}
      </ListItemButton>
    </ListItem>
  )
}

export function ChatPage() {
  const { t } = useTranslation()
  const theme = useTheme()
  // The mailbox's breakpoint: below md there is no room for the list beside the conversation.
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true })
  const navigate = useNavigate()
  const location = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  const [q, setQ] = useState('')
  const [profileOpen, setProfileOpen] = useState(false)
  const activeParam = Number(searchParams.get('with'))
  const activeId = Number.isInteger(activeParam) && activeParam > 0 ? activeParam : null
  const list = useChatsAndContacts(q.trim())
  const realtime = useChatRealtime(activeId)

  // Opening a chat is a step in the history (the browser's back returns to the list); the back
  // button takes that step back, or, on an address opened as it is, replaces it with the list.
  const select = (contactId: number) =>
    setSearchParams({ with: String(contactId) }, { state: { fromList: true } })
  const backToList = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1)
    else setSearchParams({}, { replace: true })
  }
  const showList = !phone || activeId === null
  const showConversation = !phone || activeId !== null
  const chatIds = new Set(list.data?.chatsContacts.map((entry) => entry.id))

  return (
    <Paper
      sx={{
        display: 'flex',
        blockSize: '100%',
        minBlockSize: 480,
        overflow: 'hidden',
        // On a phone the chat takes the screen's whole width (the page's side padding is 16 px).
        ...(phone && { mx: -2, borderRadius: 0 }),
      }}
    >
      <HiddenPageTitle title={t('nav.chat')} />
      {showList && (
        <Stack
          component="aside"
          aria-label={t('chat.sidebar')}
          sx={
            phone
              ? { inlineSize: '100%', minInlineSize: 0 }
              : { inlineSize: 340, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }
          }
        >
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ p: 2 }}>
            {list.data && (
              <IconButton
                onClick={() => setProfileOpen(true)}
                aria-label={t('chat.profile.open')}
                sx={{ p: 0 }}
              >
                <ChatAvatar
                  fullName={list.data.profileUser.fullName}
                  avatar={list.data.profileUser.avatar}
                  status={list.data.profileUser.status}
                />
              </IconButton>
            )}
            <TextField
              size="small"
              fullWidth
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={t('chat.search')}
              slotProps={{
                htmlInput: { 'aria-label': t('chat.search'), maxLength: 100 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Stack>
          <Divider />
          <Box sx={{ flex: 1, overflowY: 'auto' }}>
            {list.isPending && <LoadingState />}
            {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
            {list.data && (
              <>
                <List
                  aria-label={t('chat.chats')}
                  subheader={<ListSubheader>{t('chat.chats')}</ListSubheader>}
                >
                  {list.data.chatsContacts.length === 0 && (
                    <ListItem>
                      <ListItemText secondary={t('chat.noChats')} />
                    </ListItem>
                  )}
                  {list.data.chatsContacts.map((entry) => (
                    <ContactItem
                      key={entry.id}
                      contact={entry}
                      selected={entry.id === activeId}
                      secondary={
                        realtime.typing.has(entry.id)
                          ? t('chat.typing')
                          : entry.chat.lastMessage?.message ||
                            (entry.chat.lastMessage?.attachment
                              ? t('chat.attachment.sent', {
                                  name: entry.chat.lastMessage.attachment.fileName,
                                })
                              : '')
                      }
                      unseen={entry.id === activeId ? 0 : entry.chat.unseenMsgs}
                      onSelect={() => select(entry.id)}
                    />
                  ))}
                </List>
                <List
                  aria-label={t('chat.contacts')}
                  subheader={<ListSubheader>{t('chat.contacts')}</ListSubheader>}
                >
                  {list.data.contacts.filter((contact) => !chatIds.has(contact.id)).length === 0 && (
                    <ListItem>
                      <ListItemText secondary={t('chat.noContacts')} />
                    </ListItem>
                  )}
                  {list.data.contacts
                    .filter((contact) => !chatIds.has(contact.id))
                    .map((contact) => (
                      <ContactItem
                        key={contact.id}
                        contact={contact}
                        selected={contact.id === activeId}
                        secondary={contact.about || contact.role}
                        onSelect={() => select(contact.id)}
                      />
                    ))}
                </List>
              </>
            )}
          </Box>
        </Stack>
      )}
      {showConversation && (
        <Box component="section" sx={{ flex: 1, minInlineSize: 0 }}>
          {activeId === null ? (
            <EmptyState title={t('chat.startTitle')}>{t('chat.startHint')}</EmptyState>
          ) : (
            <ChatConversation
              key={activeId}
              contactId={activeId}
              typing={realtime.typing.has(activeId)}
              onTyping={(typing) => realtime.sendTyping(activeId, typing)}
              onBack={phone ? backToList : undefined}
            />
          )}
        </Box>
      )}
      {list.data && profileOpen && (
        <ChatProfileDrawer
          profile={list.data.profileUser}
          open={profileOpen}
          onClose={() => setProfileOpen(false)}
        />
      )}
    </Paper>
  )
}
