// Calendars that other calendars read (issue 29): all-day events kept as days from the request to
// the export, the export read back by another parser, and the import of a file (a dry run, then the
// import; a second import adds nothing), attacked as a stranger, with bad and huge files.
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNotNull } from 'drizzle-orm'
import ical, { type VEvent } from 'node-ical'
import {
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_IMPORT_MAX_EVENTS,
  CALENDAR_MESSAGES,
  COMMON_MESSAGES,
  calendarEventSchema,
  calendarImportResultSchema,
} from '@aurum/shared'
import { calendarEvents } from '../../db/schema/index.js'
import { icsFile } from '../../test/ics-file.js'
import { ADMIN, addSignedInUser, userIdByEmail, useTestAppWithLogins } from '../../test/test-app.js'

let adminId: number
let otherToken: string
let otherId: number

const OTHER = { email: 'ines.moreau@aurum.example', password: 'ines-password' }

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

beforeAll(async () => {
  adminId = await userIdByEmail(api, ADMIN.email)
  const created = await addSignedInUser(signedIn, {
    fullName: 'Inès Moreau',
    username: 'inesmoreau',
    email: OTHER.email,
    password: OTHER.password,
    country: 'FR',
    contact: '+33 6 12 34 56 78',
  })
  otherId = created.id
  otherToken = created.token
})

const post = (body: unknown, token = tokens.admin) =>
  api.request('/api/apps/calendar', { method: 'POST', token, body })
const exportIcs = async (token = tokens.admin) => {
  const answer = await api.request('/api/apps/calendar/export.ics', { token })
  expect(answer.status).toBe(200)
  return answer.text
}
/** POST /api/apps/calendar/import with the file in the multipart field `file`, as the web sends it. */
async function importIcs(
  file: string | Uint8Array,
  {
    dryRun = false,
    token = tokens.admin,
    query = {} as Record<string, string>,
  }: { dryRun?: boolean; token?: string; query?: Record<string, string> } = {},
) {
  const form = new FormData()
  form.append('file', new Blob([file], { type: 'text/calendar' }), 'partner.ics')
  const search = new URLSearchParams({
    calendar: 'Business',
    timeZone: 'Europe/Paris',
    ...(dryRun ? { dryRun: 'true' } : {}),
    ...query,
  })
  const response = await api.app.request(`/api/apps/calendar/import?${search}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  const text = await response.text()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
  return { status: response.status, json: (text ? JSON.parse(text) : null) as any }
}
const ownRows = (userId: number) =>
  api.db.select().from(calendarEvents).where(eq(calendarEvents.ownerUserId, userId))
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')
/** The content lines of the exported VEVENT whose SUMMARY is `title`. */
const exportedLines = (text: string, title: string) =>
  unfold(text)
    .split('BEGIN:VEVENT')
    .find((block) => block.includes(`\r\nSUMMARY:${title}\r\n`))!
    .split('\r\n')

describe('all-day events are days', () => {
  it('takes the day written, whatever the offset, stores it at UTC midnight and answers it as a day', async () => {
    const created = await post({
      title: 'Year-end closing',
      start: '2026-12-28T00:00:00+01:00',
      end: '2026-12-29T00:00:00+01:00',
      allDay: true,
      extendedProps: { calendar: 'Holiday' },
    })
    expect(created.status).toBe(201)
    const event = calendarEventSchema.parse(created.json)
    expect([event.start, event.end]).toEqual(['2026-12-28', '2026-12-29'])
    const [row] = await api.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id))
    expect(row!.startAt.toISOString()).toBe('2026-12-28T00:00:00.000Z')
    expect(row!.endAt.toISOString()).toBe('2026-12-29T00:00:00.000Z')
    // Exported as the 28th, not the 27th.
    const lines = exportedLines(await exportIcs(), 'Year-end closing')
    expect(lines).toContain('DTSTART;VALUE=DATE:20261228')
    expect(lines).toContain('DTEND;VALUE=DATE:20261229')
  })

  it('takes days alone; one ending on its start day lasts that day; moving it keeps it a day', async () => {
    const created = await post({
      title: 'Inventory day',
      start: '2027-01-05',
      end: '2027-01-05',
      allDay: true,
      extendedProps: { calendar: 'Business' },
    })
    expect(created.status).toBe(201)
    expect([created.json.start, created.json.end]).toEqual(['2027-01-05', '2027-01-06'])
    const moved = await api.request(`/api/apps/calendar/${created.json.id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { start: '2027-01-08', end: '2027-01-10' },
    })
    expect(moved.status).toBe(201)
    expect([moved.json.start, moved.json.end]).toEqual(['2027-01-08', '2027-01-10'])
    // Shown in a calendar asked from the far east and from the far west of UTC alike.
    for (const [start, end] of [
      ['2027-01-07T10:00:00.000Z', '2027-01-08T10:00:00.000Z'],
      ['2027-01-09T12:00:00.000Z', '2027-01-10T12:00:00.000Z'],
    ]) {
      const listed = await api.request(`/api/apps/calendar?start=${start}&end=${end}`, {
        token: tokens.admin,
      })
      expect(listed.json.map((event: { id: number }) => event.id)).toContain(created.json.id)
    }
  })

  it('refuses a day alone for a timed event, and an end day before the start day', async () => {
    const timed = await post({
      title: 'Call',
      start: '2027-01-05',
      end: '2027-01-05T10:00:00.000Z',
      allDay: false,
      extendedProps: { calendar: 'Business' },
    })
    expect(timed.status).toBe(400)
    expect(timed.json.codes.start).toEqual([{ code: CALENDAR_MESSAGES.timeRequired }])
    const backwards = await post({
      title: 'Trip',
      start: '2027-01-05',
      end: '2027-01-04',
      allDay: true,
      extendedProps: { calendar: 'Holiday' },
    })
    expect(backwards.status).toBe(400)
    expect(backwards.json.codes.end).toEqual([{ code: CALENDAR_MESSAGES.endBeforeStart }])
  })

  it('exports a repeating all-day event with a DATE UNTIL and DATE EXDATEs, as another parser reads them', async () => {
    const created = await post({
      title: 'Team breakfast',
      start: '2027-02-01',
      end: '2027-02-02',
      allDay: true,
      extendedProps: {
        calendar: 'Family',
        recurrence: 'weekly',
        recurrenceUntil: '2027-02-22T00:00:00-08:00',
      },
    })
    expect(created.status).toBe(201)
    expect(created.json.extendedProps.recurrenceUntil).toBe('2027-02-22')
    // One occurrence left out, as the drawer's "this event only" delete does.
    const removed = await api.request(
      `/api/apps/calendar/${created.json.id}?occurrence=2027-02-08T00:00:00.000Z`,
      { method: 'DELETE', token: tokens.admin },
    )
    expect(removed.status).toBe(204)
    const text = await exportIcs()
    const lines = exportedLines(text, 'Team breakfast')
    expect(lines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20270222')
    expect(lines).toContain('EXDATE;VALUE=DATE:20270208')
    const parsed = Object.values(ical.sync.parseICS(text)).find(
      (item): item is VEvent => item?.type === 'VEVENT' && item.summary === 'Team breakfast',
    )!
    expect(parsed.datetype).toBe('date')
    const days = parsed
      .rrule!.between(new Date('2027-01-01'), new Date('2027-12-31'), true)
      .map((start: Date) => start.toISOString().slice(0, 10))
      .filter((day: string) => !Object.keys(parsed.exdate ?? {}).includes(day))
    expect(days).toEqual(['2027-02-01', '2027-02-15', '2027-02-22'])
  })
})

const TEAM_FILE = icsFile(
  [
    [
      'UID:kickoff@partner.example',
      'DTSTART;TZID=Europe/Paris:20270301T100000',
      'DTEND;TZID=Europe/Paris:20270301T113000',
      'SUMMARY:Partner kick-off',
      'LOCATION:Paris\\, 8e',
      'DESCRIPTION:Agenda:\\nintroductions',
    ],
    [
      'UID:fair@partner.example',
      'DTSTART;VALUE=DATE:20270315',
      'DTEND;VALUE=DATE:20270318',
      'SUMMARY:Trade fair',
    ],
    [
      'UID:sync@partner.example',
      'DTSTART:20270105T150000Z',
      'DTEND:20270105T153000Z',
      'RRULE:FREQ=WEEKLY;UNTIL=20270223T150000Z',
      'EXDATE:20270119T150000Z',
      'SUMMARY:Weekly sync',
    ],
    [
      'UID:sync@partner.example',
      'RECURRENCE-ID:20270126T150000Z',
      'DTSTART:20270127T090000Z',
      'DTEND:20270127T093000Z',
      'SUMMARY:Weekly sync (moved)',
    ],
  ],
  // Every file from Outlook or Google has its VTIMEZONE; Europe/Paris is read by Intl's rules.
  ['BEGIN:VTIMEZONE', 'TZID:Europe/Paris', 'END:VTIMEZONE'],
)

describe('POST /api/apps/calendar/import', () => {
  it('answers on a dry run the events the file would add, and adds nothing', async () => {
    const before = await ownRows(adminId)
    const answer = await importIcs(TEAM_FILE, { dryRun: true })
    expect(answer.status).toBe(200)
    const result = calendarImportResultSchema.parse(answer.json)
    expect(result).toMatchObject({
      dryRun: true,
      calendar: 'Business',
      alreadyImported: 0,
      skipped: [],
      expanded: [],
    })
    expect(
      result.events.map(({ uid, recurrenceId, title, start, end, allDay, recurrence }) => ({
        uid,
        recurrenceId,
        title,
        start,
        end,
        allDay,
        recurrence,
      })),
    ).toEqual([
      {
        uid: 'sync@partner.example',
        recurrenceId: '',
        title: 'Weekly sync',
        start: '2027-01-05T15:00:00.000Z',
        end: '2027-01-05T15:30:00.000Z',
        allDay: false,
        recurrence: 'weekly',
      },
      {
        uid: 'sync@partner.example',
        recurrenceId: '2027-01-26T15:00:00.000Z',
        title: 'Weekly sync (moved)',
        start: '2027-01-27T09:00:00.000Z',
        end: '2027-01-27T09:30:00.000Z',
        allDay: false,
        recurrence: 'none',
      },
      {
        uid: 'kickoff@partner.example',
        recurrenceId: '',
        title: 'Partner kick-off',
        start: '2027-03-01T09:00:00.000Z',
        end: '2027-03-01T10:30:00.000Z',
        allDay: false,
        recurrence: 'none',
      },
      {
        uid: 'fair@partner.example',
        recurrenceId: '',
        title: 'Trade fair',
        start: '2027-03-15',
        end: '2027-03-18',
        allDay: true,
        recurrence: 'none',
      },
    ])
    expect(result.events[0]).toMatchObject({
      recurrenceUntil: '2027-02-23T15:00:00.000Z',
      excludedStarts: ['2027-01-19T15:00:00.000Z', '2027-01-26T15:00:00.000Z'],
    })
    expect(await ownRows(adminId)).toHaveLength(before.length)
  })

  it('imports them as the caller’s own events in the calendar chosen; importing again adds nothing', async () => {
    const answer = await importIcs(TEAM_FILE)
    expect(answer.status).toBe(201)
    const result = calendarImportResultSchema.parse(answer.json)
    expect(result.dryRun).toBe(false)
    expect(result.events).toHaveLength(4)
    const rows = await api.db
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.ownerUserId, adminId), isNotNull(calendarEvents.icalUid)))
    expect(rows).toHaveLength(4)
    for (const row of rows)
      expect(row).toMatchObject({ calendar: 'Business', guestUserIds: [], isPublic: false })
    const kickoff = rows.find((row) => row.icalUid === 'kickoff@partner.example')!
    expect(kickoff).toMatchObject({ location: 'Paris, 8e', description: 'Agenda:\nintroductions' })

    // The list shows the series without its left-out and moved occurrences, and the moved one.
    const listed = await api.request(
      '/api/apps/calendar?start=2027-01-01T00:00:00.000Z&end=2027-03-01T00:00:00.000Z&calendars=Business',
      { token: tokens.admin },
    )
    const syncs = (listed.json as { title: string; start: string }[]).filter((event) =>
      event.title.startsWith('Weekly sync'),
    )
    expect(syncs.map((event) => event.start)).toEqual([
      '2027-01-05T15:00:00.000Z',
      '2027-01-12T15:00:00.000Z',
      '2027-01-27T09:00:00.000Z',
      '2027-02-02T15:00:00.000Z',
      '2027-02-09T15:00:00.000Z',
      '2027-02-16T15:00:00.000Z',
      '2027-02-23T15:00:00.000Z',
    ])

    for (const dryRun of [true, false]) {
      const again = await importIcs(TEAM_FILE, { dryRun })
      expect(again.status).toBe(dryRun ? 200 : 201)
      expect(again.json).toMatchObject({ events: [], alreadyImported: 4 })
    }
    expect(
      await api.db
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.ownerUserId, adminId), isNotNull(calendarEvents.icalUid))),
    ).toHaveLength(4)
  })

  it('exports imported events with their UID, so importing one’s own export adds nothing', async () => {
    const text = await exportIcs()
    expect(unfold(text)).toContain('UID:kickoff@partner.example\r\n')
    expect(exportedLines(text, 'Weekly sync (moved)')).toContain('RECURRENCE-ID:20270126T150000Z')
    // The series leaves the moved occurrence to its RECURRENCE-ID, not to an EXDATE.
    expect(exportedLines(text, 'Weekly sync').filter((line) => line.startsWith('EXDATE'))).toEqual([
      'EXDATE:20270119T150000Z',
    ])
    const again = await importIcs(text, { dryRun: true })
    expect(again.status).toBe(200)
    expect(again.json.events).toEqual([])
    expect(again.json.alreadyImported).toBe(text.match(/^BEGIN:VEVENT\r$/gm)!.length)
  })

  it('imports into the caller’s own calendar only: another user gets copies of their own, the first keeps theirs', async () => {
    const adminRows = await ownRows(adminId)
    // An owner named in the query is not read: the events are the caller's.
    const answer = await importIcs(TEAM_FILE, {
      token: otherToken,
      query: { ownerId: String(adminId), userId: String(adminId) },
    })
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({ alreadyImported: 0 })
    expect(answer.json.events).toHaveLength(4)
    expect((await ownRows(otherId)).filter((row) => row.icalUid)).toHaveLength(4)
    expect(await ownRows(adminId)).toEqual(adminRows)
    // Importing the admin's export: none of the admin's events is seen by this user, so all are added,
    // and as the user's own.
    const adminExport = await exportIcs()
    const copied = await importIcs(adminExport, { token: otherToken, dryRun: true })
    expect(copied.status).toBe(200)
    expect(copied.json.events.length).toBeGreaterThan(0)
  })

  it('refuses visitors (401), the client role (403) and a calendar that is not one of the five (400)', async () => {
    expect((await importIcs(TEAM_FILE, { token: '' })).status).toBe(401)
    expect((await importIcs(TEAM_FILE, { token: tokens.client })).status).toBe(403)
    const unknown = await importIcs(TEAM_FILE, { query: { calendar: 'Work' } })
    expect(unknown.status).toBe(400)
    expect(unknown.json.errors.calendar).toBeDefined()
    const badZone = await importIcs(TEAM_FILE, { query: { timeZone: 'Mars/Olympus' } })
    expect(badZone.status).toBe(400)
    expect(badZone.json.codes.timeZone).toEqual([{ code: COMMON_MESSAGES.timeZone }])
  })

  it('answers 400, never 500, for files that are not iCalendar or are broken', async () => {
    const refused = async (file: string | Uint8Array) => {
      const answer = await importIcs(file, { dryRun: true })
      expect(answer.status, String(file).slice(0, 80)).toBe(400)
      return answer.json.codes.file?.[0]?.code as string
    }
    expect(await refused('')).toBe(COMMON_MESSAGES.uploadEmpty)
    expect(await refused('%PDF-1.7 not a calendar')).toBe(CALENDAR_MESSAGES.importUnreadable)
    expect(await refused('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nEND:VCARD\r\n')).toBe(
      CALENDAR_MESSAGES.importNoCalendar,
    )
    expect(await refused(TEAM_FILE.replace('Trade fair', 'Trade\u0000fair'))).toBe(
      COMMON_MESSAGES.nullCharacter,
    )
    expect(await refused(new Uint8Array([0x42, 0x45, 0xff, 0xfe, 0x47]))).toBe(
      CALENDAR_MESSAGES.importNotText,
    )
    // Not multipart, or without the file.
    const json = await api.request('/api/apps/calendar/import?calendar=Business', {
      method: 'POST',
      token: tokens.admin,
      body: { ics: TEAM_FILE },
    })
    expect(json.status).toBe(400)
    expect(json.json.codes.file).toEqual([{ code: COMMON_MESSAGES.uploadNotMultipart }])
    const empty = await api.app.request('/api/apps/calendar/import?calendar=Business', {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${tokens.admin}` },
    })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { codes: { file: unknown } }).codes.file).toEqual([
      { code: CALENDAR_MESSAGES.importMissing },
    ])

    // Cut anywhere, or with a line mangled, a file is read (its broken events skipped) or refused.
    for (let at = 17; at < TEAM_FILE.length; at += 41) {
      const cut = await importIcs(TEAM_FILE.slice(0, at), { dryRun: true })
      expect([200, 400], `cut at ${at}`).toContain(cut.status)
    }
    const mangled = [
      TEAM_FILE.replace('DTSTART;VALUE=DATE:20270315', 'DTSTART;VALUE=DATE:2027-13-45'),
      TEAM_FILE.replace('RRULE:FREQ=WEEKLY;UNTIL=20270223T150000Z', 'RRULE:FREQ=WEEKLY;BYDAY=XX;COUNT=-1'),
      TEAM_FILE.replace('RECURRENCE-ID:20270126T150000Z', 'RECURRENCE-ID:yesterday'),
      TEAM_FILE.replace(
        'DTSTART;TZID=Europe/Paris:20270301T100000',
        'DTSTART;TZID=Nowhere/Land:20270301T100000',
      ),
      TEAM_FILE.replace('BEGIN:VEVENT', 'BEGIN:VEVENT\r\nBEGIN:VALARM'),
      // An Aurum export's UID naming an id past the id column's range.
      TEAM_FILE.replace('UID:kickoff@partner.example', 'UID:event-9999999999@aurum'),
    ]
    for (const ics of mangled) {
      const answer = await importIcs(ics, { dryRun: true })
      expect([200, 400], ics).toContain(answer.status)
    }
  })

  it('refuses a file over the size limit (400) and a body over the request limit unread (413)', async () => {
    const padding = `X-PAD:${'x'.repeat(70)}\r\n`
    const over = TEAM_FILE.replace(
      'END:VCALENDAR',
      `${padding.repeat(Math.ceil(CALENDAR_IMPORT_MAX_BYTES / padding.length))}END:VCALENDAR`,
    )
    // Just over the limit: the body is read (room for the multipart frame), the file is refused.
    const tooLarge = await importIcs(over, { dryRun: true })
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.json.codes.file[0]).toEqual({
      code: COMMON_MESSAGES.uploadTooLarge,
      params: { limit: '2 MB' },
    })
    // Far over: refused unread.
    const huge = await importIcs(over + over, { dryRun: true })
    expect(huge.status).toBe(413)
    expect(huge.json).toMatchObject({ code: COMMON_MESSAGES.uploadTooLarge })
  })

  it(`refuses a file of more than ${CALENDAR_IMPORT_MAX_EVENTS} events, before reading them`, async () => {
    const many = icsFile(
      Array.from({ length: CALENDAR_IMPORT_MAX_EVENTS + 1 }, (_, index) => [
        `UID:many-${index}@test`,
        `DTSTART:20270401T${String(index % 24).padStart(2, '0')}0000Z`,
      ]),
    )
    const answer = await importIcs(many, { dryRun: true })
    expect(answer.status).toBe(400)
    expect(answer.json.codes.file).toEqual([
      { code: CALENDAR_MESSAGES.importTooManyEvents, params: { limit: CALENDAR_IMPORT_MAX_EVENTS } },
    ])
  })
})
