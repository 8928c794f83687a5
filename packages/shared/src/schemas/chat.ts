// The chat app (spec sections 3 and 7): profile, contacts (Aurum users), chats and messages, and
// the events pushed on /api/realtime.
import { z } from 'zod'
import { CHAT_STATUSES } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'
import { idSchema } from './common.js'

export const CHAT_MESSAGES = defineMessages('chat', {
  empty: 'Write a message or attach a file',
  attachmentUnknown: 'The attached file is not one you uploaded',
  recipientCannotRead: 'This person cannot read chat messages: their role has no access to the chat',
})

export const chatStatusSchema = z.enum(CHAT_STATUSES)
export type ChatStatus = z.infer<typeof chatStatusSchema>

/** How many contacts the list shows at most (search narrows it in SQL). */
export const CHAT_CONTACT_LIMIT = 100
export const CHAT_MESSAGE_MAX_LENGTH = 4000

export const chatContactSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string().nullable(),
  status: chatStatusSchema,
})
export type ChatContact = z.infer<typeof chatContactSchema>

export const chatProfileUserSchema = chatContactSchema.extend({
  settings: z.object({
    isTwoStepAuthVerificationEnabled: z.boolean(),
    isNotificationsOn: z.boolean(),
  }),
})
export type ChatProfileUser = z.infer<typeof chatProfileUserSchema>

/** A file sent with a message: downloaded from its URL (random and unguessable, as every upload's). */
export const chatAttachmentSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
})
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>

export const chatMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  time: z.string(),
  senderId: z.number().int(),
  feedback: z.object({ isSent: z.boolean(), isDelivered: z.boolean(), isSeen: z.boolean() }),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const chatSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  unseenMsgs: z.number().int(),
  messages: z.array(chatMessageSchema),
})
export type Chat = z.infer<typeof chatSchema>

export const chatContactWithChatSchema = chatContactSchema.extend({
  chat: z.object({
    id: z.number().int(),
    unseenMsgs: z.number().int(),
    lastMessage: chatMessageSchema.nullable(),
  }),
})
export type ChatContactWithChat = z.infer<typeof chatContactWithChatSchema>

export const chatListQuerySchema = z.object({ q: z.string().trim().max(100).optional().default('') })
export type ChatListQuery = z.infer<typeof chatListQuerySchema>

export const chatsAndContactsSchema = z.object({
  chatsContacts: z.array(chatContactWithChatSchema),
  contacts: z.array(chatContactSchema),
  profileUser: chatProfileUserSchema,
})
export type ChatsAndContacts = z.infer<typeof chatsAndContactsSchema>

export const chatUserParamSchema = z.object({ userId: idSchema })

/** `after`: only the messages newer than this id (a reconnecting client catching up). */
export const chatThreadQuerySchema = z.object({ after: z.coerce.number().int().min(0).optional() })

export const chatThreadSchema = z.object({ chat: chatSchema.nullable(), contact: chatContactSchema })
export type ChatThread = z.infer<typeof chatThreadSchema>

/**
 * senderId is accepted for the spec's shape but must be the caller. A message may be only a file
 * (`attachmentId`: an upload of the sender's from POST /api/media/chat-attachments).
 */
export const chatSendSchema = z
  .object({
    message: z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH).default(''),
    attachmentId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, CHAT_MESSAGES.attachmentUnknown)
      .optional(),
    senderId: idSchema.optional(),
  })
  .refine((body) => body.message.length > 0 || body.attachmentId !== undefined, {
    message: CHAT_MESSAGES.empty,
    path: ['message'],
  })
export type ChatSend = z.infer<typeof chatSendSchema>

export const chatSendResponseSchema = z.object({ msg: chatMessageSchema, chat: chatSchema.optional() })
export type ChatSendResponse = z.infer<typeof chatSendResponseSchema>

export const chatProfileUpdateSchema = z
  .object({
    status: chatStatusSchema,
    about: z.string().trim().max(500),
    isTwoStepAuthVerificationEnabled: z.boolean(),
    isNotificationsOn: z.boolean(),
  })
  .partial()
export type ChatProfileUpdate = z.infer<typeof chatProfileUpdateSchema>

/** Events on /api/realtime, server to browser. */
export type RealtimeEvent =
  | { type: 'ready'; userId: number }
  | { type: 'chat.message'; contactId: number; message: ChatMessage }
  | { type: 'chat.receipt'; contactId: number; upToId: number; isDelivered: boolean; isSeen: boolean }
  | { type: 'chat.typing'; contactId: number; typing: boolean }
  | { type: 'chat.presence'; userId: number; status: ChatStatus }
  | { type: 'chat.unread'; unread: number }
  /** Something changed in the chat with this contact that did not fit an event: fetch it again. */
  | { type: 'chat.changed'; contactId: number }
  /** The user's notifications changed (a new one, or read in another tab): fetch the list again. */
  | { type: 'notifications.changed' }
  /** Boards, cards or their files changed (by anyone): an open board fetches them again. */
  | { type: 'kanban.changed' }
  /** Events the user owns or is a guest of changed: an open calendar fetches its range again. */
  | { type: 'calendar.changed' }

/** Messages from the browser: first auth, then typing and delivery acknowledgements. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('typing'), contactId: idSchema, typing: z.boolean() }),
  z.object({ type: z.literal('delivered'), contactId: idSchema, upToId: idSchema }),
  z.object({ type: z.literal('ping') }),
])
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>

/**
 * The close code of /api/realtime for a token that is not, or no longer, good: none came in time,
 * it did not resolve, or its session ended (logout, password reset, "sign out everywhere", the
 * user suspended or deleted). The browser treats it as a REST 401, not as a drop to reconnect after.
 */
export const REALTIME_CLOSE_UNAUTHORIZED = 4401
