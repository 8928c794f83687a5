// Calls of the email app (/api/apps/email*): the mailbox list page by page (infinite scroll), one
// thread, the bulk update, delete forever, drafts, sending, and attachment uploads. Every change
// refreshes the mailbox (lists and counts).
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import {
  attachmentUploadResponseSchema,
  emailListResponseSchema,
  emailSchema,
  type AttachmentUploadResponse,
  type Email,
  type EmailComposeInput,
  type EmailFilter,
  type EmailLabel,
  type EmailUpdate,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { uploadWithProgress } from '@/lib/xhr-upload'
import { mutationMeta } from '@/lib/query-client'

const EMAIL_PATH = '/api/apps/email'
const ATTACHMENTS_PATH = '/api/media/attachments'

export type MailboxView = { filter?: EmailFilter; label?: EmailLabel; q?: string }

const emailKeys = {
  all: ['email'] as const,
  lists: () => [...emailKeys.all, 'list'] as const,
  list: (view: MailboxView) => [...emailKeys.lists(), view] as const,
  thread: (id: number) => [...emailKeys.all, 'thread', id] as const,
}

export function useMailbox(view: MailboxView) {
  return useInfiniteQuery({
    queryKey: emailKeys.list(view),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      apiCall(emailListResponseSchema, EMAIL_PATH, { query: { ...view, page: pageParam }, signal }),
    getNextPageParam: (last) =>
      last.page * last.itemsPerPage < last.total || last.totalIsLowerBound ? last.page + 1 : undefined,
  })
}

export function useThread(id: number | null) {
  return useQuery({
    queryKey: emailKeys.thread(id ?? 0),
    queryFn: async ({ signal }) => apiCall(emailSchema, `${EMAIL_PATH}/${id}`, { signal }),
    enabled: id !== null,
  })
}

const MAILBOX_CHANGED = [emailKeys.all]

export function useUpdateEmails() {
  return useMutation({
    mutationFn: (body: EmailUpdate) => apiFetch<unknown>(EMAIL_PATH, { method: 'POST', body }),
    meta: mutationMeta<unknown, EmailUpdate>({
      invalidates: MAILBOX_CHANGED,
      invalidatesOnError: true,
      error: 'email.errors.updateFailed',
    }),
  })
}

export function useDeleteForever() {
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiFetch<void>(`${EMAIL_PATH}/delete-forever`, { method: 'POST', body: { ids } }),
    meta: mutationMeta<void, number[]>({
      invalidates: MAILBOX_CHANGED,
      success: (_data, ids) => ({ key: 'email.done.deletedForever', params: { count: ids.length } }),
      error: 'email.errors.updateFailed',
    }),
  })
}

export type ComposeBody = EmailComposeInput & { draftId?: number }

export function useSendEmail() {
  return useMutation({
    mutationFn: async (body: ComposeBody) =>
      apiCall(emailSchema, `${EMAIL_PATH}/send`, { method: 'POST', body }),
    meta: mutationMeta<Email, ComposeBody>({
      invalidates: MAILBOX_CHANGED,
      success: (sent) => (sent.deliveryStatus === 'queued' ? 'email.done.queued' : 'email.done.sent'),
    }),
  })
}

/** Saves the compose dialog as a draft (new, or the given one again); quiet, it runs as one types. */
export function useSaveDraft() {
  return useMutation({
    mutationFn: async ({ draftId, ...body }: ComposeBody) =>
      apiCall(emailSchema, draftId ? `${EMAIL_PATH}/drafts/${draftId}` : `${EMAIL_PATH}/drafts`, {
        method: draftId ? 'PUT' : 'POST',
        body,
      }),
    meta: mutationMeta<Email, ComposeBody>({ invalidates: MAILBOX_CHANGED }),
  })
}

/** Sends one file as multipart/form-data (apiFetch speaks JSON only). */
export async function uploadAttachment(file: File): Promise<AttachmentUploadResponse> {
  const body = await uploadWithProgress(ATTACHMENTS_PATH, file)
  return attachmentUploadResponseSchema.parse(body)
}
