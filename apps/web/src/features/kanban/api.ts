// Calls of the kanban app (/api/apps/kanban): the boards and items, fetched again when another
// user's change is pushed, and every change (boards, items, comments, the two orders).
import { useEffect, useRef } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  attachmentUploadResponseSchema,
  kanbanItemSchema,
  kanbanStateSchema,
  uploadResponseSchema,
  type KanbanItem,
  type KanbanItemUpdate,
  type KanbanState,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { useRealtimeConnected, useRealtimeEvents } from '@/lib/realtime'
import { uploadWithProgress } from '@/lib/xhr-upload'
import { mutationMeta } from '@/lib/query-client'

const KANBAN_PATH = '/api/apps/kanban'
/** Aurum users to add as members (the member picker's look-up). */
export const KANBAN_PEOPLE_PATH = `${KANBAN_PATH}/people`
/** How often the page asks for others' changes while the realtime socket is down. */
const KANBAN_POLL_MS = 10_000

export const kanbanKeys = { all: ['kanban'] as const }

/**
 * The boards, fetched again when the realtime socket says they changed (polled while it is down).
 * Not while a card is held: the board under the pointer must not change; a change heard meanwhile
 * is fetched when the card is dropped.
 */
export function useKanban(paused: boolean) {
  const queryClient = useQueryClient()
  const pushed = useRealtimeConnected()
  const missed = useRef(false)
  useRealtimeEvents((event) => {
    if (event.type !== 'kanban.changed' && event.type !== 'ready') return
    if (paused) missed.current = true
    else void queryClient.invalidateQueries({ queryKey: kanbanKeys.all })
  })
  useEffect(() => {
    if (paused || !missed.current) return
    missed.current = false
    void queryClient.invalidateQueries({ queryKey: kanbanKeys.all })
  }, [paused, queryClient])
  return useQuery({
    queryKey: kanbanKeys.all,
    queryFn: async ({ signal }) => apiCall(kanbanStateSchema, KANBAN_PATH, { signal }),
    refetchInterval: paused || pushed ? false : KANBAN_POLL_MS,
  })
}

const CHANGED = [kanbanKeys.all]
const errorKey = 'kanban.errors.saveFailed'

export function useAddBoard() {
  return useMutation({
    mutationFn: (title: string) =>
      apiFetch<unknown>(`${KANBAN_PATH}/board/add`, { method: 'POST', body: { title } }),
    meta: mutationMeta<unknown, string>({ invalidates: CHANGED }),
  })
}

export function useRenameBoard() {
  return useMutation({
    mutationFn: (body: { boardId: number; newName: string }) =>
      apiFetch<unknown>(`${KANBAN_PATH}/board/rename`, { method: 'PUT', body }),
    meta: mutationMeta<unknown, { boardId: number; newName: string }>({ invalidates: CHANGED }),
  })
}

export function useDeleteBoard() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${KANBAN_PATH}/board/${id}`, { method: 'DELETE' }),
    meta: mutationMeta<void, number>({
      invalidates: CHANGED,
      error: errorKey,
      success: 'kanban.done.boardDeleted',
    }),
  })
}

export function useAddItem() {
  return useMutation({
    mutationFn: async (body: { itemTitle: string; boardId: number; boardName: string }) =>
      apiCall(kanbanItemSchema, `${KANBAN_PATH}/item/add`, { method: 'POST', body }),
    meta: mutationMeta<KanbanItem, unknown>({ invalidates: CHANGED, error: errorKey }),
  })
}

export function useUpdateItem() {
  return useMutation({
    mutationFn: async (body: KanbanItemUpdate) =>
      apiCall(kanbanItemSchema, `${KANBAN_PATH}/item/update`, { method: 'PUT', body }),
    meta: mutationMeta<KanbanItem, KanbanItemUpdate>({ invalidates: CHANGED, success: 'kanban.done.saved' }),
  })
}

export function useAddComment() {
  return useMutation({
    mutationFn: async ({ id, text }: { id: number; text: string }) =>
      apiCall(kanbanItemSchema, `${KANBAN_PATH}/item/${id}/comments`, { method: 'POST', body: { text } }),
    meta: mutationMeta<KanbanItem, { id: number; text: string }>({ invalidates: CHANGED, error: errorKey }),
  })
}

export function useDeleteItem() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${KANBAN_PATH}/item/${id}`, { method: 'DELETE' }),
    meta: mutationMeta<void, number>({
      invalidates: CHANGED,
      error: errorKey,
      success: 'kanban.done.itemDeleted',
    }),
  })
}

/** The two orders: the answer is the whole state, written to the cache at once. */
export function useMoveItems() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: { boardId: number; ids: number[] }) =>
      apiCall(kanbanStateSchema, `${KANBAN_PATH}/item/state-update`, { method: 'PUT', body }),
    onSuccess: (state: KanbanState) => client.setQueryData(kanbanKeys.all, state),
    meta: mutationMeta<KanbanState, unknown>({
      invalidatesOnError: true,
      invalidates: CHANGED,
      error: errorKey,
    }),
  })
}

export function useMoveBoards() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (ids: number[]) =>
      apiCall(kanbanStateSchema, `${KANBAN_PATH}/board/state-update`, { method: 'PUT', body: { ids } }),
    onSuccess: (state: KanbanState) => client.setQueryData(kanbanKeys.all, state),
    meta: mutationMeta<KanbanState, unknown>({
      invalidatesOnError: true,
      invalidates: CHANGED,
      error: errorKey,
    }),
  })
}

/** Uploads a cover image (multipart; apiFetch speaks JSON only); answers its URL. */
export async function uploadCover(file: File): Promise<string> {
  return uploadResponseSchema.parse(await uploadWithProgress('/api/media/uploads', file)).url
}

/** Uploads a file to attach (multipart, to the kanban's door into the media store); answers its id. */
export async function uploadAttachment(file: File): Promise<string> {
  return attachmentUploadResponseSchema.parse(await uploadWithProgress(`${KANBAN_PATH}/uploads`, file)).id
}

export function useAttachFiles() {
  return useMutation({
    mutationFn: async ({ id, uploadIds }: { id: number; uploadIds: string[] }) =>
      apiCall(kanbanItemSchema, `${KANBAN_PATH}/item/${id}/attachments`, {
        method: 'POST',
        body: { uploadIds },
      }),
    meta: mutationMeta<KanbanItem, { id: number; uploadIds: string[] }>({ invalidates: CHANGED }),
  })
}

export function useRemoveAttachment() {
  return useMutation({
    mutationFn: async ({ id, uploadId }: { id: number; uploadId: string }) =>
      apiCall(kanbanItemSchema, `${KANBAN_PATH}/item/${id}/attachments/${uploadId}`, { method: 'DELETE' }),
    meta: mutationMeta<KanbanItem, { id: number; uploadId: string }>({
      invalidates: CHANGED,
      error: errorKey,
    }),
  })
}
