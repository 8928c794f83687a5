// The email app (spec section 2: /apps/email, /apps/email/:filter or :label, /apps/email/filter/…
// and /apps/email/label/…): folders and labels with their counts, a searchable list that loads page
// by page as it scrolls, bulk actions on the selection, the reading pane and the compose window.
// Keyboard: arrows move in the list, Enter opens, Escape closes the message.
import { useEffect, useMemo, useRef, useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AttachFile from '@mui/icons-material/AttachFile'
import Circle from '@mui/icons-material/Circle'
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import DraftsOutlined from '@mui/icons-material/DraftsOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import LabelOutlined from '@mui/icons-material/LabelOutlined'
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined'
import MenuOutlined from '@mui/icons-material/MenuOutlined'
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined'
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash'
import Search from '@mui/icons-material/Search'
import Star from '@mui/icons-material/Star'
import StarBorder from '@mui/icons-material/StarBorder'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import {
  EMAIL_FILTERS,
  EMAIL_LABELS,
  type Email,
  type EmailFilter,
  type EmailLabel,
  type EmailUpdate,
} from '@aurum/shared'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views'
import { useFormat } from '@/lib/format'
import { showSnackbar } from '@/lib/snackbar'
import { useDeleteForever, useMailbox, useThread, useUpdateEmails, type MailboxView } from '../api'
import {
  EMPTY_DRAFT,
  EmailCompose,
  composeAttachmentsOf,
  type ComposeDraft,
} from '../components/email-compose'
import { LABEL_COLORS } from '../components/email-labels'
import { EmailSidebar } from '../components/email-sidebar'
import { EmailThread, type ThreadAction } from '../components/email-thread'

const isFilter = (value: string | undefined): value is EmailFilter =>
  (EMAIL_FILTERS as readonly string[]).includes(value ?? '')
const isLabel = (value: string | undefined): value is EmailLabel =>
  (EMAIL_LABELS as readonly string[]).includes(value ?? '')

/** The folder or label the address names; `invalid` for an unknown one. */
function useMailboxRoute(): { filter?: EmailFilter; label?: EmailLabel; invalid: boolean } {
  const params = useParams()
  const value = params.filter ?? params.label ?? params.view
  if (value === undefined) return { filter: 'inbox', invalid: false }
  if (isFilter(value) && params.label === undefined) return { filter: value, invalid: false }
  if (isLabel(value) && params.filter === undefined) return { label: value, invalid: false }
  return { invalid: true }
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Whom a row is about: the sender, or for a sent mail or a draft its first recipient. */
function otherPartyOf(email: Email): { outgoing: boolean; name: string } {
  const outgoing = email.folder === 'sent' || email.folder === 'draft'
  return { outgoing, name: outgoing ? email.to[0]?.name || email.to[0]?.email || '' : email.from.name }
}

function quoteOf(thread: Email, quoteLine: string) {
  const last = thread.replies.at(-1) ?? thread
  const line = quoteLine.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return `<p></p><blockquote><p>${line}</p>${last.message}</blockquote>`
}

export function EmailPage() {
  const { t } = useTranslation()
  // The name a row shows (with its thread's length), whole in its title too when a phone cuts it.
  const correspondentOf = (email: Email) => {
    const { outgoing, name } = otherPartyOf(email)
    const shown = outgoing ? t('email.list.toName', { name: name || '—' }) : name
    return email.replies.length ? `${shown} (${email.replies.length + 1})` : shown
  }
  const format = useFormat()
  const route = useMailboxRoute()
  const [searchParams, setSearchParams] = useSearchParams()
  const q = searchParams.get('q') ?? ''
  const [searchText, setSearchText] = useState(q)
  const view: MailboxView = useMemo(
    () => ({ filter: route.label ? undefined : route.filter, label: route.label, q: q || undefined }),
    [route.filter, route.label, q],
  )
  const mailbox = useMailbox(view)
  const update = useUpdateEmails()
  const deleteForever = useDeleteForever()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [openId, setOpenId] = useState<number | null>(null)
  const [activeIndex, setActiveIndex] = useState(0)
  const [compose, setCompose] = useState<ComposeDraft | null>(null)
  const [composeKey, setComposeKey] = useState(0)
  const [labelMenu, setLabelMenu] = useState<HTMLElement | null>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  /** The folders drawer of small screens. */
  const [foldersOpen, setFoldersOpen] = useState(false)
  const thread = useThread(openId)
  const listRef = useRef<HTMLUListElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)

  const emails = useMemo(() => mailbox.data?.pages.flatMap((page) => page.emails) ?? [], [mailbox.data])
  const meta = mailbox.data?.pages[0]?.emailsMeta
  const total = mailbox.data?.pages[0]?.total ?? 0
  const inTrash = view.filter === 'trashed'

  // A new folder, label or search starts with nothing selected and no message open (state reset
  // while rendering, as React advises for state derived from a change).
  const [shownView, setShownView] = useState(view)
  if (shownView !== view) {
    setShownView(view)
    setSelected(new Set())
    setOpenId(null)
    setActiveIndex(0)
  }

  // The next page loads when the end of the list comes into view.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = mailbox
  useEffect(() => {
    const target = sentinel.current
    if (!target || !hasNextPage) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, emails.length])

  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchText === q) return
      const next = new URLSearchParams(searchParams)
      if (searchText.trim()) next.set('q', searchText.trim())
      else next.delete('q')
      setSearchParams(next, { replace: true })
    }, 300)
    return () => clearTimeout(timer)
  }, [searchText, q, searchParams, setSearchParams])

  // Escape closes the open message wherever the focus is (the compose window and dialogs keep
  // their own Escape); the list takes the focus back on the message that was open.
  useEffect(() => {
    if (openId === null) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (document.querySelector('.MuiDialog-root, .MuiPopover-root')) return
      event.preventDefault()
      setOpenId(null)
      setTimeout(
        () => listRef.current?.querySelectorAll<HTMLElement>('[data-email-row]')[activeIndex]?.focus(),
        0,
      )
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [openId, activeIndex])

  if (route.invalid) return <Navigate to="/apps/email" replace />

  const change = (ids: number[], body: Omit<EmailUpdate, 'ids'>, done?: string) => {
    if (!ids.length) return
    update.mutate(
      { ids, ...body },
      { onSuccess: () => (done ? showSnackbar(t(done, { count: ids.length })) : undefined) },
    )
  }

  const open = (email: Email) => {
    setOpenId(email.id)
    if (email.folder === 'draft' && !email.isDeleted) {
      // A draft opens in the compose window, to go on writing it.
      setOpenId(null)
      startCompose({
        to: email.to,
        cc: email.cc,
        bcc: email.bcc,
        subject: email.subject,
        message: email.message,
        attachments: composeAttachmentsOf(email.attachments),
        inReplyTo: email.inReplyTo ?? undefined,
        draftId: email.id,
      })
      return
    }
    if (!email.isRead) change([email.id], { data: { isRead: true } })
  }

  const startCompose = (draft: ComposeDraft) => {
    setCompose(draft)
    setComposeKey((key) => key + 1)
  }

  const dateText = format.dateTime

  const onAction = (action: ThreadAction, source: Email) => {
    const last = source.replies.at(-1) ?? source
    const me = source.folder === 'sent' ? source.from.email : undefined
    if (action === 'forward') {
      startCompose({
        ...EMPTY_DRAFT,
        subject: `Fwd: ${source.subject.replace(/^(fwd?|re):\s*/i, '')}`,
        message: quoteOf(
          source,
          t('email.compose.quote', { date: dateText(last.time), name: last.from.name }),
        ),
        attachments: composeAttachmentsOf(
          [source, ...source.replies].flatMap((message) => message.attachments),
        ),
        inReplyTo: last.id,
      })
      return
    }
    // Reply to whoever wrote the last message (or, on one's own message, to its recipients).
    const fromMe = me !== undefined && last.from.email === me
    const to = fromMe ? last.to : [{ email: last.from.email, name: last.from.name }]
    const others =
      action === 'replyAll'
        ? [...last.to, ...last.cc].filter(
            (entry) =>
              !to.some((item) => item.email === entry.email) && entry.email !== (me ?? last.to[0]?.email),
          )
        : []
    startCompose({
      ...EMPTY_DRAFT,
      to,
      cc: others,
      subject: /^re:/i.test(source.subject) ? source.subject : `Re: ${source.subject}`,
      message: quoteOf(source, t('email.compose.quote', { date: dateText(last.time), name: last.from.name })),
      inReplyTo: last.id,
    })
  }

  const selectedIds = [...selected]
  const allSelected = emails.length > 0 && emails.every((email) => selected.has(email.id))
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(emails.map((email) => email.id)))

  const moveActive = (index: number) => {
    const next = Math.max(0, Math.min(emails.length - 1, index))
    setActiveIndex(next)
    const row = listRef.current?.querySelectorAll<HTMLElement>('[data-email-row]')[next]
    row?.focus()
  }

  const onListKeyDown = (event: React.KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      moveActive(activeIndex + 1)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      moveActive(activeIndex - 1)
    } else if (event.key === 'Enter') {
      const email = emails[activeIndex]
      if (email) {
        event.preventDefault()
        open(email)
      }
    }
  }

  const closeThread = () => {
    setOpenId(null)
    // Back in the list, the keyboard continues from the message that was open.
    setTimeout(() => moveActive(activeIndex), 0)
  }

  const openThread = thread.data ?? emails.find((email) => email.id === openId)

  return (
    <Paper sx={{ display: 'flex', height: '100%', minHeight: 480, overflow: 'hidden', position: 'relative' }}>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <EmailSidebar
          filter={view.filter}
          label={view.label}
          meta={meta}
          onCompose={() => startCompose(EMPTY_DRAFT)}
        />
      </Box>
      {/* Below md the folders and compose open in a drawer from the list's menu button. */}
      <Drawer
        open={foldersOpen}
        onClose={() => setFoldersOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: 260 } } }}
      >
        <EmailSidebar
          filter={view.filter}
          label={view.label}
          meta={meta}
          onNavigate={() => setFoldersOpen(false)}
          onCompose={() => {
            setFoldersOpen(false)
            startCompose(EMPTY_DRAFT)
          }}
        />
      </Drawer>
      <Box
        component="section"
        aria-label={t('email.list.label')}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}
      >
        {openId !== null ? (
          <EmailThread
            thread={openThread}
            isLoading={thread.isLoading && !openThread}
            error={thread.error}
            onBack={closeThread}
            onAction={onAction}
            onStar={(item) => change([item.id], { data: { isStarred: !item.isStarred } })}
            onUnread={(item) => {
              change([item.id], { data: { isRead: false } })
              closeThread()
            }}
            onTrash={(item) => {
              change([item.id], { data: { isDeleted: true } }, 'email.done.trashed')
              closeThread()
            }}
            onRestore={(item) => {
              change([item.id], { data: { isDeleted: false } }, 'email.done.restored')
              closeThread()
            }}
          />
        ) : (
          <>
            <Box sx={{ px: 2, pt: 2, pb: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <IconButton
                  edge="start"
                  aria-label={t('email.sidebar.open')}
                  aria-expanded={foldersOpen}
                  onClick={() => setFoldersOpen(true)}
                  sx={{ display: { md: 'none' } }}
                >
                  <MenuOutlined />
                </IconButton>
                <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
                  {view.label
                    ? t(`email.labels.${view.label}`)
                    : t(`email.folders.${view.filter ?? 'inbox'}`)}
                </Typography>
                <Tooltip title={t('email.compose.open')}>
                  <IconButton
                    color="primary"
                    aria-label={t('email.compose.open')}
                    onClick={() => startCompose(EMPTY_DRAFT)}
                    sx={{ display: { md: 'none' } }}
                  >
                    <EditOutlined />
                  </IconButton>
                </Tooltip>
              </Box>
              <TextField
                fullWidth
                size="small"
                placeholder={t('email.list.search')}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                slotProps={{
                  htmlInput: { 'aria-label': t('email.list.search') },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Search fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Box>
            <Stack
              direction="row"
              alignItems="center"
              spacing={0.5}
              sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Checkbox
                checked={allSelected}
                indeterminate={selected.size > 0 && !allSelected}
                onChange={toggleAll}
                slotProps={{ input: { 'aria-label': t('email.list.selectAll') } }}
              />
              {selected.size > 0 ? (
                <>
                  <Tooltip title={t('email.actions.markRead')}>
                    <IconButton
                      aria-label={t('email.actions.markRead')}
                      onClick={() => change(selectedIds, { data: { isRead: true } }, 'email.done.updated')}
                    >
                      <DraftsOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('email.actions.markUnread')}>
                    <IconButton
                      aria-label={t('email.actions.markUnread')}
                      onClick={() => change(selectedIds, { data: { isRead: false } }, 'email.done.updated')}
                    >
                      <MarkEmailUnreadOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('email.actions.label')}>
                    <IconButton
                      aria-label={t('email.actions.label')}
                      aria-haspopup="menu"
                      onClick={(event) => setLabelMenu(event.currentTarget)}
                    >
                      <LabelOutlined />
                    </IconButton>
                  </Tooltip>
                  {view.filter !== 'spam' && !inTrash ? (
                    <Tooltip title={t('email.actions.spam')}>
                      <IconButton
                        aria-label={t('email.actions.spam')}
                        onClick={() => change(selectedIds, { data: { folder: 'spam' } }, 'email.done.spam')}
                      >
                        <ReportGmailerrorredOutlined />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  {inTrash ? (
                    <>
                      <Tooltip title={t('email.actions.restore')}>
                        <IconButton
                          aria-label={t('email.actions.restore')}
                          onClick={() =>
                            change(selectedIds, { data: { isDeleted: false } }, 'email.done.restored')
                          }
                        >
                          <RestoreFromTrash />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('email.actions.deleteForever')}>
                        <IconButton
                          aria-label={t('email.actions.deleteForever')}
                          onClick={() => setConfirmDelete(true)}
                        >
                          <DeleteForeverOutlined />
                        </IconButton>
                      </Tooltip>
                    </>
                  ) : (
                    <Tooltip title={t('email.actions.trash')}>
                      <IconButton
                        aria-label={t('email.actions.trash')}
                        onClick={() =>
                          change(selectedIds, { data: { isDeleted: true } }, 'email.done.trashed')
                        }
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  )}
                  <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
                    {t('email.list.selected', { count: selected.size })}
                  </Typography>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
                  {mailbox.data ? t('email.list.total', { count: total }) : ''}
                </Typography>
              )}
              <Menu anchorEl={labelMenu} open={labelMenu !== null} onClose={() => setLabelMenu(null)}>
                {EMAIL_LABELS.map((label) => (
                  <MenuItem
                    key={label}
                    onClick={() => {
                      setLabelMenu(null)
                      change(selectedIds, { label }, 'email.done.labelled')
                    }}
                  >
                    <Circle color={LABEL_COLORS[label]} sx={{ fontSize: 12, me: 1 }} />
                    {t(`email.labels.${label}`)}
                  </MenuItem>
                ))}
              </Menu>
            </Stack>
            <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
              {mailbox.isLoading ? <LoadingState /> : null}
              {mailbox.error ? (
                <Box sx={{ p: 2 }}>
                  <ErrorState error={mailbox.error} onRetry={() => void mailbox.refetch()} />
                </Box>
              ) : null}
              {mailbox.data && emails.length === 0 ? <EmptyState title={t('email.list.empty')} /> : null}
              <Box
                component="ul"
                ref={listRef}
                onKeyDown={onListKeyDown}
                sx={{ listStyle: 'none', m: 0, p: 0 }}
                aria-label={t('email.list.messages')}
              >
                {emails.map((email, index) => (
                  <Box
                    component="li"
                    key={email.id}
                    data-email-row
                    tabIndex={index === activeIndex ? 0 : -1}
                    aria-label={t('email.list.rowLabel', {
                      from: otherPartyOf(email).name,
                      subject: email.subject || t('email.list.noSubject'),
                    })}
                    aria-current={index === activeIndex ? 'true' : undefined}
                    onFocus={() => setActiveIndex(index)}
                    onClick={() => open(email)}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      px: 1,
                      py: 1,
                      cursor: 'pointer',
                      borderBottom: 1,
                      borderColor: 'divider',
                      bgcolor: email.isRead ? undefined : 'action.hover',
                      '&:hover, &:focus-visible': { bgcolor: 'action.selected', outline: 'none' },
                    }}
                  >
                    <Checkbox
                      size="small"
                      checked={selected.has(email.id)}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() =>
                        setSelected((current) => {
                          const next = new Set(current)
                          if (next.has(email.id)) next.delete(email.id)
                          else next.add(email.id)
                          return next
                        })
                      }
                      slotProps={{
                        input: {
                          'aria-label': t('email.list.select', { subject: email.subject }),
                          tabIndex: -1,
                        },
                      }}
                    />
                    <IconButton
                      size="small"
                      tabIndex={-1}
                      aria-label={t(email.isStarred ? 'email.actions.unstar' : 'email.actions.star')}
                      aria-pressed={email.isStarred}
                      onClick={(event) => {
                        event.stopPropagation()
                        change([email.id], { data: { isStarred: !email.isStarred } })
                      }}
                    >
                      {email.isStarred ? (
                        <Star fontSize="small" color="warning" />
                      ) : (
                        <StarBorder fontSize="small" />
                      )}
                    </IconButton>
                    <Avatar src={email.from.avatar ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                      {email.from.name.slice(0, 1)}
                    </Avatar>
                    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                      {/* On a phone the sender and the subject take a line each; cut, they show whole on hover. */}
                      <Stack
                        direction={{ xs: 'column', sm: 'row' }}
                        spacing={{ xs: 0, sm: 1 }}
                        alignItems={{ xs: 'stretch', sm: 'baseline' }}
                        sx={{ minWidth: 0 }}
                      >
                        {/* dir="auto": a Latin name in an Arabic page is cut at its own end. */}
                        <Typography
                          variant="body2"
                          noWrap
                          dir="auto"
                          title={correspondentOf(email)}
                          sx={{
                            fontWeight: email.isRead ? 400 : 700,
                            flexShrink: 0,
                            maxWidth: { sm: '40%' },
                          }}
                        >
                          {correspondentOf(email)}
                        </Typography>
                        <Typography
                          variant="body2"
                          noWrap
                          dir="auto"
                          title={email.subject || undefined}
                          sx={{
                            fontWeight: email.isRead ? 400 : 700,
                            flexShrink: 0,
                            maxWidth: { sm: '50%' },
                          }}
                        >
                          {email.subject || t('email.list.noSubject')}
                        </Typography>
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          noWrap
                          dir="auto"
                          sx={{ display: { xs: 'none', sm: 'block' } }}
                        >
                          {textOf(email.message).slice(0, 140)}
                        </Typography>
                      </Stack>
                    </Box>
                    {email.labels.map((label) => (
                      <Tooltip key={label} title={t(`email.labels.${label}`)}>
                        <Circle
                          color={LABEL_COLORS[label]}
                          sx={{ fontSize: 10 }}
                          aria-label={t(`email.labels.${label}`)}
                        />
                      </Tooltip>
                    ))}
                    {email.attachments.length ? (
                      <AttachFile fontSize="small" aria-label={t('email.thread.attachments')} />
                    ) : null}
                    {email.deliveryStatus && email.deliveryStatus !== 'sent' ? (
                      <Typography
                        variant="caption"
                        color={email.deliveryStatus === 'queued' ? 'text.secondary' : 'error'}
                      >
                        {t(`email.delivery.${email.deliveryStatus}`)}
                      </Typography>
                    ) : null}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="time"
                      dateTime={email.time}
                      sx={{ flexShrink: 0 }}
                    >
                      {format.shortDate(email.time)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
                {isFetchingNextPage ? (
                  <CircularProgress size={24} aria-label={t('email.list.loadingMore')} />
                ) : null}
              </Box>
            </Box>
          </>
        )}
      </Box>
      {compose ? <EmailCompose key={composeKey} initial={compose} onClose={() => setCompose(null)} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t('email.confirm.deleteTitle')}
        text={t('email.confirm.deleteText', { count: selected.size })}
        confirmLabel={t('email.actions.deleteForever')}
        pending={deleteForever.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          deleteForever.mutate(selectedIds, {
            onSettled: () => {
              setConfirmDelete(false)
              setSelected(new Set())
            },
          })
        }
      />
    </Paper>
  )
}
