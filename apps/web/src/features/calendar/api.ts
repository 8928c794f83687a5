// Calls of the calendar app (/api/apps/calendar): the events of the checked calendars in the range
// the calendar shows (fetched again when another user's change is pushed), add, merge-update (drag,
// resize, the drawer), delete, and the import of an .ics file (a dry run, then the import).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  calendarEventSchema,
  calendarImportResultSchema,
  type CalendarEvent,
  type CalendarImportResult,
  type CalendarEventInput,
  type CalendarEventUpdate,
  type CalendarName,
} from '@aurum/shared'
import { apiCall, apiFetch, buildUrl } from '@/lib/api-client'
import { useRealtimeEvents } from '@/lib/realtime'
import { mutationMeta } from '@/lib/query-client'
import { uploadWithProgress } from '@/lib/xhr-upload'
import { readerTimeZone } from '@/lib/format'

export const CALENDAR_PATH = '/api/apps/calendar'
/** Aurum users to invite (the guest picker's look-up). */
export const CALENDAR_PEOPLE_PATH = `${CALENDAR_PATH}/people`
const CALENDAR_IMPORT_PATH = `${CALENDAR_PATH}/import`

export type CalendarRange = { start: string; end: string }

const calendarKeys = {
  all: ['calendar'] as const,
  list: (calendars: readonly CalendarName[], range: CalendarRange | null) =>
    [...calendarKeys.all, 'list', [...calendars].sort(), range] as const,
}

const eventList = z.array(calendarEventSchema)

/** The events in view, fetched again when the realtime socket says the user's events changed. */
export function useCalendarEvents(calendars: readonly CalendarName[], range: CalendarRange | null) {
  const queryClient = useQueryClient()
  useRealtimeEvents((event) => {
    // 'ready': connected again, so whatever changed meanwhile is fetched.
    if (event.type === 'calendar.changed' || event.type === 'ready')
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all })
  })
  return useQuery({
    queryKey: calendarKeys.list(calendars, range),
    queryFn: async ({ signal }) =>
      apiCall(eventList, CALENDAR_PATH, { query: { calendars, ...range }, signal }),
    // No calendar checked shows nothing (the server would answer all five).
    enabled: range !== null && calendars.length > 0,
    placeholderData: keepPreviousData,
  })
}

const CHANGED = [calendarKeys.all]

export function useCreateEvent() {
  return useMutation({
    mutationFn: async (body: CalendarEventInput) =>
      apiCall(calendarEventSchema, CALENDAR_PATH, { method: 'POST', body }),
    meta: mutationMeta<CalendarEvent, CalendarEventInput>({
      invalidates: CHANGED,
      success: 'calendar.done.added',
    }),
  })
}

export function useUpdateEvent() {
  return useMutation({
    mutationFn: async ({ id, ...body }: CalendarEventUpdate & { id: number }) =>
      apiCall(calendarEventSchema, `${CALENDAR_PATH}/${id}`, { method: 'PUT', body }),
    meta: mutationMeta<CalendarEvent, CalendarEventUpdate & { id: number }>({
      invalidates: CHANGED,
      invalidatesOnError: true,
      success: 'calendar.done.saved',
    }),
  })
}

/** Deletes an event; with `occurrence`, only that occurrence of a repeating one. */
export function useDeleteEvent() {
  return useMutation({
    mutationFn: ({ id, occurrence }: { id: number; occurrence?: string }) =>
      apiFetch<void>(`${CALENDAR_PATH}/${id}`, { method: 'DELETE', query: occurrence ? { occurrence } : {} }),
    meta: mutationMeta<void, { id: number; occurrence?: string }>({
      invalidates: CHANGED,
      invalidatesOnError: true,
      success: 'calendar.done.deleted',
      error: 'calendar.errors.deleteFailed',
    }),
  })
}

/** An .ics file to import into one of the user's calendars. */
export type CalendarImportRequest = { file: File; calendar: CalendarName }

async function sendImport({ file, calendar }: CalendarImportRequest, dryRun: boolean) {
  const url = buildUrl(CALENDAR_IMPORT_PATH, {
    calendar,
    // The file's times written without a zone (floating) are the reader's.
    timeZone: readerTimeZone(),
    dryRun: dryRun ? 'true' : undefined,
  })
  return calendarImportResultSchema.parse(await uploadWithProgress(url, file))
}

/** The dry run: the events a file would add; nothing is stored. Its errors show in the dialog. */
export function usePreviewImport() {
  return useMutation({ mutationFn: (request: CalendarImportRequest) => sendImport(request, true) })
}

/** The import: the calendar refreshes and a snackbar counts the events added. */
export function useImportCalendar() {
  return useMutation({
    mutationFn: (request: CalendarImportRequest) => sendImport(request, false),
    meta: mutationMeta<CalendarImportResult, CalendarImportRequest>({
      invalidates: CHANGED,
      success: (result) => ({ key: 'calendar.import.done', params: { count: result.events.length } }),
    }),
  })
}
