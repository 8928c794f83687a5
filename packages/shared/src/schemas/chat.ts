// The chat app (spec sections 3 and 7): profile, contacts (Aurum users), chats and messages, and
// the events pushed on /api/realtime.
import { z } from 'zod'
import { CHAT_STATUSES } from '../constants/index.js'
import { idSchema } from './common.js'

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

export const chatMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
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

/** senderId is accepted for the spec's shape but must be the caller. */
export const chatSendSchema = z.object({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  senderId: idSchema.optional(),
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

/** Messages from the browser: first auth, then typing and delivery acknowledgements. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('typing'), contactId: idSchema, typing: z.boolean() }),
  z.object({ type: z.literal('delivered'), contactId: idSchema, upToId: idSchema }),
  z.object({ type: z.literal('ping') }),
])
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>
