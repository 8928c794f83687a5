// Rules of the chat: contacts are Aurum users; a message goes only to a user whose role may read the
// chat (it would otherwise wait where nobody can read it); a message between two users is stored once and seen
// from both sides; opening a chat marks the contact's messages seen and resets its unseen count;
// receipts, typing, presence and the unread count are pushed on the realtime hub.
import {
  CHAT_CONTACT_LIMIT,
  CHAT_MESSAGES,
  CHAT_STATUSES,
  defineAbilityFor,
  type ChatContact,
  type ChatMessage,
  type ChatProfileUpdate,
  type ChatProfileUser,
  type ChatSend,
  type ChatSendResponse,
  type ChatStatus,
  type ChatThread,
  type ChatsAndContacts,
  type RealtimeClientMessage,
  type RealtimeEvent,
} from '@aurum/shared'
import type { AuthContext } from '../../auth/types.js'
import type { Db } from '../../db/client.js'
import { badRequest, forbidden, notFound, refused } from '../../http/errors.js'
import type { FileUrls } from '../media/file-urls.js'
import * as uploadsService from '../media/uploads-service.js'
import type { RealtimeHub } from '../realtime/hub.js'
import * as repo from './repo.js'

/** fileUrls: a message's file is answered (and pushed) at its address signed for each side. */
export type ChatDeps = { db: Db; hub: RealtimeHub; fileUrls: FileUrls }

const isStatus = (value: string | null): value is ChatStatus =>
  value !== null && (CHAT_STATUSES as readonly string[]).includes(value)

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * What others see: offline unless the user has Aurum open somewhere (a socket on a live server);
 * then the status they chose (online when they never chose; "offline" chosen = appear offline).
 */
function shownStatus(row: repo.ContactRow): ChatStatus {
  if (!row.present) return 'offline'
  return isStatus(row.status) ? row.status : 'online'
}

function toContact(row: repo.ContactRow): ChatContact {
  return {
    id: row.id,
    fullName: row.fullName,
    role: row.role || capitalized(row.userRole),
    about: row.about ?? '',
    avatar: row.avatar,
    status: shownStatus(row),
  }
}

/** The message as `viewerId`, one of its two sides, receives it. */
function toMessage(
  fileUrls: FileUrls,
  viewerId: number,
  row: Omit<repo.MessageRow, 'lowUserId' | 'highUserId'>,
): ChatMessage {
  return {
    id: row.id,
    message: row.message,
    attachment: row.attachment
      ? {
          url: fileUrls.signedUrl(row.attachment.uploadId, viewerId),
          fileName: row.attachment.fileName,
          contentType: row.attachment.contentType,
          byteSize: row.attachment.byteSize,
        }
      : null,
    time: row.sentAt.toISOString(),
    senderId: row.senderUserId,
    feedback: { isSent: true, isDelivered: row.isDelivered, isSeen: row.isSeen },
  }
}

async function profileOf(db: Db, userId: number): Promise<ChatProfileUser> {
  const row = await repo.selectProfile(db, userId)
  if (!row) throw notFound()
  return toProfileUser(row)
}

function toProfileUser(row: repo.ProfileRow): ChatProfileUser {
  return {
    ...toContact(row),
    // The owner's own status defaults to online: they are here.
    status: isStatus(row.status) ? row.status : 'online',
    settings: {
      isTwoStepAuthVerificationEnabled: row.isTwoStepAuthVerificationEnabled ?? true,
      isNotificationsOn: row.isNotificationsOn ?? false,
    },
  }
}

async function contactOf(db: Db, userId: number, contactUserId: number) {
  if (contactUserId === userId) throw notFound()
  const row = await repo.selectContact(db, contactUserId)
  if (!row) throw notFound()
  return toContact(row)
}

async function publishReceipts(
  deps: ChatDeps,
  recipientUserId: number,
  marked: { senderUserId: number; upToId: number }[],
) {
  for (const { senderUserId, upToId } of marked)
    await deps.hub.publish([senderUserId], {
      type: 'chat.receipt',
      contactId: recipientUserId,
      upToId,
      isDelivered: true,
      isSeen: false,
    })
}

async function publishUnread(deps: ChatDeps, userId: number) {
  await deps.hub.publish([userId], { type: 'chat.unread', unread: await repo.sumUnseen(deps.db, userId) })
}

export async function listChatsAndContacts(
  deps: ChatDeps,
  userId: number,
  q: string,
): Promise<ChatsAndContacts> {
  const list = await repo.selectChatList(deps.db, userId, q, CHAT_CONTACT_LIMIT)
  if (!list.profile) throw notFound()
  const profileUser = toProfileUser(list.profile)
  // Listing the chats brings every waiting message to this user's screen: delivered. The write
  // (and its receipts) only when the list's statement saw one waiting: most loads find none, and
  // on the embedded database each statement costs 1–3 ms before any work.
  const marked = list.waiting ? await repo.markDelivered(deps.db, userId) : []
  await publishReceipts(deps, userId, marked)
  // The list was read before the mark: a last message it just delivered says so.
  const deliveredUpTo = new Map(marked.map(({ senderUserId, upToId }) => [senderUserId, upToId]))
  const chatRows = list.chats.map((row) =>
    !row.last.isDelivered && row.last.id <= (deliveredUpTo.get(row.last.senderUserId) ?? 0)
      ? { ...row, last: { ...row.last, isDelivered: true } }
      : row,
  )
  const contactRows = list.contacts
  return {
    chatsContacts: chatRows.map((row) => ({
      ...toContact(row.contact),
      chat: {
        id: row.chatId,
        unseenMsgs: row.unseenMsgs,
        lastMessage: toMessage(deps.fileUrls, userId, row.last),
      },
    })),
    contacts: contactRows.map(toContact),
    profileUser,
  }
}

export async function openChat(
  deps: ChatDeps,
  userId: number,
  contactUserId: number,
  afterId?: number,
): Promise<ChatThread> {
  const contact = await contactOf(deps.db, userId, contactUserId)
  const chat = await repo.selectChat(deps.db, userId, contactUserId)
  if (!chat) return { chat: null, contact }
  const seenUpTo = await repo.markSeen(deps.db, userId, contactUserId)
  if (seenUpTo !== null)
    await deps.hub.publish([contactUserId], {
      type: 'chat.receipt',
      contactId: userId,
      upToId: seenUpTo,
      isDelivered: true,
      isSeen: true,
    })
  if (chat.unseenMsgs > 0) {
    await repo.resetUnseen(deps.db, userId, contactUserId)
    await publishUnread(deps, userId)
  }
  const messages = await repo.selectMessages(deps.db, userId, contactUserId, afterId)
  return {
    chat: {
      id: chat.id,
      userId: contactUserId,
      unseenMsgs: 0,
      messages: messages.map((row) => toMessage(deps.fileUrls, userId, row)),
    },
    contact,
  }
}

export async function sendMessage(
  deps: ChatDeps,
  userId: number,
  contactUserId: number,
  body: ChatSend,
): Promise<ChatSendResponse> {
  // The spec's body names the sender: it can only be the caller.
  if (body.senderId !== undefined && body.senderId !== userId) throw forbidden()
  await contactOf(deps.db, userId, contactUserId)
  // Read from the role on every send, as abilities are: a role that loses the chat stops receiving.
  const recipientRules = await repo.selectRoleRulesOf(deps.db, contactUserId)
  if (!recipientRules || !defineAbilityFor(recipientRules).can('read', 'Chat'))
    throw refused(CHAT_MESSAGES.recipientCannotRead)
  const attachment = body.attachmentId ? await ownAttachment(deps.db, userId, body.attachmentId) : null
  const { stored, senderChat } = await repo.insertMessage(deps.db, userId, contactUserId, {
    message: body.message,
    attachment,
  })
  const msg = toMessage(deps.fileUrls, userId, stored)
  await deps.hub.publish([contactUserId], {
    type: 'chat.message',
    contactId: userId,
    message: toMessage(deps.fileUrls, contactUserId, stored),
  })
  // The sender's other tabs show it too.
  await deps.hub.publish([userId], { type: 'chat.message', contactId: contactUserId, message: msg })
  await publishUnread(deps, contactUserId)
  if (!senderChat?.created) return { msg }
  return { msg, chat: { id: senderChat.id, userId: contactUserId, unseenMsgs: 0, messages: [msg] } }
}

/** The sender's own upload, described for the message; anyone else's (or none) is refused alike. */
async function ownAttachment(db: Db, userId: number, uploadId: string) {
  const upload = await uploadsService.ownUploadFacts(db, uploadId, userId)
  if (!upload) throw badRequest({ attachmentId: [CHAT_MESSAGES.attachmentUnknown] })
  return {
    uploadId,
    fileName: upload.fileName || 'file',
    contentType: upload.contentType,
    byteSize: upload.byteSize,
  }
}

export async function updateProfile(deps: ChatDeps, userId: number, update: ChatProfileUpdate) {
  const before = await profileOf(deps.db, userId)
  await repo.upsertProfile(deps.db, userId, {
    status: update.status ?? before.status,
    about: update.about ?? before.about,
    role: before.role,
    isTwoStepAuthVerificationEnabled:
      update.isTwoStepAuthVerificationEnabled ?? before.settings.isTwoStepAuthVerificationEnabled,
    isNotificationsOn: update.isNotificationsOn ?? before.settings.isNotificationsOn,
  })
  const after = await profileOf(deps.db, userId)
  // Saving it from the chat page, the user is connected: others see the status they chose.
  if (update.status && update.status !== before.status)
    await deps.hub.publish('all', { type: 'chat.presence', userId, status: update.status })
  return after
}

/** A user's first socket opened (present) or their last one closed: everyone's contact list hears. */
export async function announcePresence(deps: ChatDeps, userId: number, present: boolean) {
  const row = await repo.selectProfile(deps.db, userId)
  if (!row) return
  const status: ChatStatus = present ? (isStatus(row.status) ? row.status : 'online') : 'offline'
  await deps.hub.publish('all', { type: 'chat.presence', userId, status })
}

/** Typing and delivery acknowledgements from a socket; nothing for those without the chat. */
export async function handleClientMessage(
  deps: ChatDeps,
  auth: AuthContext,
  message: Exclude<RealtimeClientMessage, { type: 'auth' | 'ping' }>,
) {
  if (!auth.ability.can('read', 'Chat') || message.contactId === auth.user.id) return
  if (message.type === 'typing') {
    await deps.hub.publish([message.contactId], {
      type: 'chat.typing',
      contactId: auth.user.id,
      typing: message.typing,
    })
    return
  }
  const marked = await repo.markDelivered(deps.db, auth.user.id, {
    senderUserId: message.contactId,
    upToId: message.upToId,
  })
  await publishReceipts(deps, auth.user.id, marked)
}

export async function onSocketConnected(
  deps: ChatDeps,
  auth: AuthContext,
  send: (event: RealtimeEvent) => void,
) {
  if (!auth.ability.can('read', 'Chat')) return
  send({ type: 'chat.unread', unread: await repo.sumUnseen(deps.db, auth.user.id) })
}
