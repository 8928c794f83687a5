// HTTP of /api/apps/chat (spec section 7): the chat list with contacts and profile, one chat
// (which marks it seen), sending, and saving the profile settings. The Chat ability is required
// (the client role and visitors are refused); each user reaches only their own side of their pairs.
import {
  chatListQuerySchema,
  chatProfileUpdateSchema,
  chatProfileUserSchema,
  chatSendResponseSchema,
  chatSendSchema,
  chatsAndContactsSchema,
  chatThreadQuerySchema,
  chatThreadSchema,
  chatUserParamSchema,
  fieldErrorsSchema,
  messageSchema,
} from '@aurum/shared'
import { ApiRouter } from '../../http/api-router.js'
import * as chatService from './service.js'

const tags = ['chat']
const badInput = { description: 'Invalid input', schema: fieldErrorsSchema }
const noSuchContact = { description: 'No such user to chat with', schema: messageSchema }

export function createChatRouter(deps: chatService.ChatDeps) {
  return new ApiRouter()
    .get(
      {
        path: '/apps/chat/chats-and-contacts',
        summary:
          "The caller's chats newest first (contact, chat id, unseenMsgs, lastMessage), the contacts (Aurum users, at most 100, by name), and the caller's profileUser; q narrows both by name. Marks waiting messages delivered",
        tags,
        access: { action: 'read', subject: 'Chat' },
        query: chatListQuerySchema,
        responses: {
          200: { description: 'Chats and contacts', schema: chatsAndContactsSchema },
          400: badInput,
        },
      },
      async (c, { query, auth }) =>
        c.json(await chatService.listChatsAndContacts(deps, auth.user.id, query.q)),
    )
    .get(
      {
        path: '/apps/chat/chats/:userId',
        summary:
          "The caller's chat with a user (null before the first message) and the contact; marks it seen and resets its unseen count. `after`: only messages newer than that id (catching up)",
        tags,
        access: { action: 'read', subject: 'Chat' },
        params: chatUserParamSchema,
        query: chatThreadQuerySchema,
        responses: {
          200: { description: 'Chat and contact', schema: chatThreadSchema },
          400: badInput,
          404: noSuchContact,
        },
      },
      async (c, { params, query, auth }) =>
        c.json(await chatService.openChat(deps, auth.user.id, params.userId, query.after)),
    )
    .post(
      {
        path: '/apps/chat/chats/:userId',
        summary:
          'Send a message to a user: 201 with the message (not yet delivered nor seen), and the chat when this one started it',
        tags,
        access: { action: 'create', subject: 'Chat' },
        params: chatUserParamSchema,
        body: chatSendSchema,
        responses: {
          201: { description: 'Sent', schema: chatSendResponseSchema },
          400: badInput,
          403: { description: 'senderId is not the caller', schema: messageSchema },
          404: noSuchContact,
          409: {
            description: "`chat.recipientCannotRead`: the user's role may not read the chat",
            schema: messageSchema,
          },
        },
      },
      async (c, { params, body, auth }) =>
        c.json(await chatService.sendMessage(deps, auth.user.id, params.userId, body), 201),
    )
    .patch(
      {
        path: '/apps/chat/profile',
        summary: "Save the caller's chat status, about and settings; a new status is pushed to everyone",
        tags,
        access: { action: 'update', subject: 'Chat' },
        body: chatProfileUpdateSchema,
        responses: { 200: { description: 'The profile', schema: chatProfileUserSchema }, 400: badInput },
      },
      async (c, { body, auth }) => c.json(await chatService.updateProfile(deps, auth.user.id, body)),
    )
}
