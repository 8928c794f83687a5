// HTTP of /api/apps/calendar (spec section 7): the events of the calendars asked (several values)
// in an optional range, add (201), merge-update (201, as the spec) and delete (204), the calendar as
// an iCalendar file and the import of one (a dry run first). The Calendar ability is required (the
// client role and visitors are refused).
import {
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_MESSAGES,
  COMMON_MESSAGES,
  calendarDeleteQuerySchema,
  calendarEventInputSchema,
  calendarEventSchema,
  calendarEventUpdateSchema,
  calendarImportQuerySchema,
  calendarImportResultSchema,
  calendarListQuerySchema,
  fieldErrorsSchema,
  idParamSchema,
  messageSchema,
  publicCalendarEventSchema,
  publicCalendarQuerySchema,
} from '@aurum/shared'
import { z } from 'zod'
import { ApiRouter } from '../../http/api-router.js'
import { MULTIPART_OVERHEAD_BYTES, readFileField } from '../../http/file-field.js'
import { peopleRoute } from '../users/people-route.js'
import * as calendarService from './service.js'

const tags = ['calendar']
const badInput = { description: 'Invalid input', schema: fieldErrorsSchema }
const unknownId = {
  description: "Invalid input, or the spec's 'Something Went Wrong' for an id you cannot see",
  schema: z.union([fieldErrorsSchema, messageSchema]),
}
const IMPORT_REQUEST_BYTES = CALENDAR_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
const guestOnly = { description: 'You are a guest of this event, not its owner', schema: messageSchema }

export function createCalendarRouter({ db }: calendarService.CalendarDeps) {
  return new ApiRouter()
    .include(
      peopleRoute(db, {
        path: '/apps/calendar/people',
        subject: 'Calendar',
        tags,
        chosenAs: 'guests',
        invalid: badInput,
      }),
    )
    .get(
      {
        path: '/apps/calendar',
        summary:
          'Your events and those you are a guest of: calendars (repeat it for several; all when absent), start and end (ISO datetimes) keep the events overlapping that range',
        tags,
        access: { action: 'read', subject: 'Calendar' },
        query: calendarListQuerySchema,
        responses: {
          200: { description: 'Events by start', schema: z.array(calendarEventSchema) },
          400: badInput,
        },
      },
      async (c, { query, auth }) => c.json(await calendarService.listEvents(db, auth.user.id, query)),
    )
    .get(
      {
        path: '/apps/calendar/export.ics',
        summary: 'Your calendar (your events and those you are a guest of) as an iCalendar file',
        tags,
        access: { action: 'read', subject: 'Calendar' },
        responses: { 200: { description: 'iCalendar file', contentType: 'text/calendar' } },
      },
      async (c, { auth }) =>
        c.body(await calendarService.exportIcs(db, auth.user.id), 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="aurum-calendar.ics"',
        }),
    )
    .post(
      {
        path: '/apps/calendar/import',
        summary:
          'Import an iCalendar (.ics) file (multipart/form-data, field `file`) into one of your calendars; ?dryRun=true answers the events it would add and adds nothing',
        description:
          'The query names the calendar to add the events to, and the IANA time zone of the times the file ' +
          "writes without one (the importer's own; UTC when absent). RRULE, EXDATE, RECURRENCE-ID, TZID and " +
          'all-day events are read; a repeating event Aurum cannot repeat the same way is added as its ' +
          'occurrences. The events become yours. An event already imported (the same UID, per owner) is not ' +
          'added again. A file that cannot be read is a 400.',
        tags,
        access: { action: 'create', subject: 'Calendar' },
        query: calendarImportQuerySchema,
        maxBodyBytes: IMPORT_REQUEST_BYTES,
        fileUpload: { field: 'file', mediaTypes: ['text/calendar'], maxBytes: CALENDAR_IMPORT_MAX_BYTES },
        responses: {
          200: { description: 'Dry run: what the import would add', schema: calendarImportResultSchema },
          201: { description: 'Imported: the events added', schema: calendarImportResultSchema },
          400: badInput,
          413: { description: 'The request body is over the limit', schema: messageSchema },
        },
      },
      async (c, { query, auth }) => {
        const file = await readFileField(c, {
          maxRequestBytes: IMPORT_REQUEST_BYTES,
          tooLarge: {
            code: COMMON_MESSAGES.uploadTooLarge,
            params: { limit: `${CALENDAR_IMPORT_MAX_BYTES / (1024 * 1024)} MB` },
          },
          missing: CALENDAR_MESSAGES.importMissing,
        })
        const { calendar, timeZone, dryRun = false } = query
        const result = await calendarService.importEvents(
          db,
          auth.user.id,
          { calendar, timeZone, file: file.bytes },
          dryRun,
        )
        return c.json(result, dryRun ? 200 : 201)
      },
    )
    .get(
      {
        path: '/calendar-aurum/events',
        summary:
          "The organisation's public events overlapping start–end (repeating ones expanded), for the visitors' read-only calendar",
        tags,
        access: 'public',
        query: publicCalendarQuerySchema,
        responses: {
          200: { description: 'Public events by start', schema: z.array(publicCalendarEventSchema) },
          400: badInput,
        },
      },
      async (c, { query }) => c.json(await calendarService.listPublicEvents(db, query)),
    )
    .post(
      {
        path: '/apps/calendar',
        summary: 'Add an event (yours; guests are Aurum user ids); the id is the last id plus 1',
        tags,
        access: { action: 'create', subject: 'Calendar' },
        body: calendarEventInputSchema,
        responses: { 201: { description: 'The stored event', schema: calendarEventSchema }, 400: badInput },
      },
      async (c, { body, auth }) => c.json(await calendarService.createEvent(db, auth.user.id, body), 201),
    )
    .put(
      {
        path: '/apps/calendar/:id',
        summary:
          'Merge the given fields into one of your events; with occurrence (a repeating event), only that occurrence changes and becomes a single event',
        tags,
        access: { action: 'update', subject: 'Calendar' },
        params: idParamSchema,
        body: calendarEventUpdateSchema,
        responses: {
          201: { description: 'The merged event', schema: calendarEventSchema },
          400: unknownId,
          403: guestOnly,
        },
      },
      async (c, { params, body, auth }) =>
        c.json(await calendarService.updateEvent(db, auth.user.id, params.id, body), 201),
    )
    .delete(
      {
        path: '/apps/calendar/:id',
        summary: 'Delete one of your events; with occurrence (a repeating event), only that occurrence',
        tags,
        access: { action: 'delete', subject: 'Calendar' },
        params: idParamSchema,
        query: calendarDeleteQuerySchema,
        responses: { 204: { description: 'Deleted' }, 400: unknownId, 403: guestOnly },
      },
      async (c, { params, query, auth }) => {
        await calendarService.deleteEvent(db, auth.user.id, params.id, query.occurrence)
        return c.body(null, 204)
      },
    )
}
