// Calls of the chat app (/api/apps/chat*): chats and contacts, one conversation (opening it marks it
// seen), sending, and the profile. Pushed events (realtime.ts) refresh these queries.
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  chatProfileUserSchema,
  chatSendResponseSchema,
  chatsAndContactsSchema,
  chatThreadSchema,
  type ChatProfileUpdate,
} from '@aurum/shared'
import { apiCall } from '@/lib/api-client'
import { mutationMeta } from '@/lib/query-client'

const CHAT_PATH = '/api/apps/chat'

export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (q: string) => [...chatKeys.lists(), q] as const,
  threads: () => [...chatKeys.all, 'thread'] as const,
  thread: (userId: number) => [...chatKeys.threads(), userId] as const,
}

export function useChatsAndContacts(q: string) {
  return useQuery({
    queryKey: chatKeys.list(q),
    queryFn: async ({ signal }) =>
      apiCall(chatsAndContactsSchema, `${CHAT_PATH}/chats-and-contacts`, {
        query: { q: q || undefined },
        signal,
      }),
    placeholderData: (previous) => previous,
  })
}

export function useChatThread(userId: number | null) {
  return useQuery({
    queryKey: chatKeys.thread(userId ?? 0),
    queryFn: async ({ signal }) => apiCall(chatThreadSchema, `${CHAT_PATH}/chats/${userId}`, { signal }),
    enabled: userId !== null,
  })
}

export function useSendChatMessage(userId: number | null) {
  return useMutation({
    mutationFn: async (body: { message: string; attachmentId?: string }) =>
      apiCall(chatSendResponseSchema, `${CHAT_PATH}/chats/${userId}`, { method: 'POST', body }),
    // No snackbar: the conversation says why a message did not go, beside the draft it kept.
    meta: mutationMeta<unknown, { message: string; attachmentId?: string }>({ invalidates: [chatKeys.all] }),
  })
}

export function useUpdateChatProfile() {
  return useMutation({
    mutationFn: async (body: ChatProfileUpdate) =>
      apiCall(chatProfileUserSchema, `${CHAT_PATH}/profile`, { method: 'PATCH', body }),
    meta: mutationMeta<unknown, ChatProfileUpdate>({
      invalidates: [chatKeys.lists()],
      success: () => ({ key: 'chat.profile.saved' }),
      error: 'chat.errors.profileFailed',
    }),
  })
}
