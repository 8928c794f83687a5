import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { calendarEventSchema, type CalendarEvent } from '@aurum/shared'
import { z } from 'zod'
import { calendarEvents } from '../../db/schema/index.js'
import { ADMIN, addSignedInUser, userIdByEmail, useTestAppWithLogins } from '../../test/test-app.js'

let adminId: number
let otherToken: string
let otherId: number

const OTHER = { email: 'noor.haddad@aurum.example', password: 'noor-password' }

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

beforeAll(async () => {
  adminId = await userIdByEmail(api, ADMIN.email)
  const created = await addSignedInUser(signedIn, {
    fullName: 'Noor Haddad',
    username: 'noorhaddad',
    email: OTHER.email,
    password: OTHER.password,
    country: 'JO',
    contact: '+962 7 9000 0000',
  })
  otherId = created.id
  otherToken = created.token
})

const events = z.array(calendarEventSchema)
const list = async (query: string, token = tokens.admin) => {
  const answer = await api.request(`/api/apps/calendar${query ? `?${query}` : ''}`, { token })
  expect(answer.status).toBe(200)
  return events.parse(answer.json)
}
const post = (body: unknown, token = tokens.admin) =>
  api.request('/api/apps/calendar', { method: 'POST', token, body })
const put = (id: number | string, body: unknown, token = tokens.admin) =>
  api.request(`/api/apps/calendar/${id}`, { method: 'PUT', token, body })
const del = (id: number | string, token = tokens.admin) =>
  api.request(`/api/apps/calendar/${id}`, { method: 'DELETE', token })

const visibleRows = async (userId: number) =>
  (await api.db.select().from(calendarEvents)).filter(
    (row) => row.ownerUserId === userId || row.guestUserIds.includes(userId),
  )

const sample = (overrides: Record<string, unknown> = {}) => ({
  title: 'Team offsite',
  start: '2026-06-10T09:00:00.000Z',
  end: '2026-06-10T11:00:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business', location: 'Lisbon', description: 'Plan the quarter', guests: [] },
  ...overrides,
})

describe('calendar access', () => {
  it('refuses visitors and the client role', async () => {
    expect((await api.request('/api/apps/calendar')).status).toBe(401)
    expect((await api.request('/api/apps/calendar', { token: tokens.client })).status).toBe(403)
    expect((await post(sample(), tokens.client)).status).toBe(403)
    expect((await del(1, tokens.client)).status).toBe(403)
  })
})

describe('GET /api/apps/calendar', () => {
  it('answers the events of the calendars asked, several values, as a plain filter over the rows', async () => {
    const rows = await visibleRows(adminId)
    expect(rows.length).toBeGreaterThan(0)
    const all = await list('')
    expect(all.map((event) => event.id).sort((a, b) => a - b)).toEqual(
      rows.map((row) => row.id).sort((a, b) => a - b),
    )
    for (const pick of [['Business'], ['Holiday', 'Family'], ['Personal', 'ETC', 'Business']]) {
      const query = pick.map((name) => `calendars=${name}`).join('&')
      const got = await list(query)
      const expected = rows.filter((row) => pick.includes(row.calendar)).map((row) => row.id)
      expect(got.map((event) => event.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
      expect(got.every((event) => pick.includes(event.extendedProps.calendar))).toBe(true)
    }
    expect(all.map((event) => event.start)).toEqual([...all.map((event) => event.start)].sort())
  })

  it('keeps only the events overlapping the range asked', async () => {
    const rows = await visibleRows(adminId)
    const middle = rows[Math.floor(rows.length / 2)]!.startAt
    const start = new Date(Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth(), 1))
    const end = new Date(Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth() + 1, 1))
    const got = await list(`start=${start.toISOString()}&end=${end.toISOString()}`)
    const expected = rows.filter((row) => row.startAt < end && row.endAt > start).map((row) => row.id)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(rows.length)
    expect(got.map((event) => event.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
  })

  it('refuses an unknown calendar and a bad range with codes', async () => {
    const unknown = await api.request('/api/apps/calendar?calendars=Work', { token: tokens.admin })
    expect(unknown.status).toBe(400)
    expect(unknown.json.codes).toBeTruthy()
    const backwards = await api.request(
      '/api/apps/calendar?start=2026-02-01T00:00:00Z&end=2026-01-01T00:00:00Z',
      { token: tokens.admin },
    )
    expect(backwards.status).toBe(400)
    expect(backwards.json.codes.end[0].code).toBe('calendar.endBeforeStart')
    const notADate = await api.request('/api/apps/calendar?start=yesterday', { token: tokens.admin })
    expect(notADate.status).toBe(400)
  })
})

describe('POST, PUT and DELETE', () => {
  let created: CalendarEvent

  it('POST stores the event with the last id plus 1 and answers it with 201', async () => {
    const ids = (await api.db.select({ id: calendarEvents.id }).from(calendarEvents)).map((row) => row.id)
    const lastId = Math.max(...ids)
    const answer = await post(sample({ extendedProps: { ...sample().extendedProps, guests: [otherId] } }))
    expect(answer.status).toBe(201)
    created = calendarEventSchema.parse(answer.json)
    expect(created.id).toBe(lastId + 1)
    expect(created).toMatchObject({
      title: 'Team offsite',
      start: '2026-06-10T09:00:00.000Z',
      end: '2026-06-10T11:00:00.000Z',
      extendedProps: { calendar: 'Business', location: 'Lisbon', guests: [otherId], ownerId: adminId },
    })
    const [row] = await api.db.select().from(calendarEvents).where(eq(calendarEvents.id, created.id))
    expect(row!.ownerUserId).toBe(adminId)
    expect(row!.guestUserIds).toEqual([otherId])
  })

  it('POST validates: title, calendar, dates, end after start, guests that are users', async () => {
    for (const body of [
      sample({ title: '' }),
      sample({ start: 'soon' }),
      sample({ extendedProps: { calendar: 'Work' } }),
      sample({ url: 'not a url' }),
      {},
    ]) {
      const answer = await post(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.json.codes).toBeTruthy()
    }
    const backwards = await post(sample({ end: '2026-06-10T08:00:00.000Z' }))
    expect(backwards.status).toBe(400)
    expect(backwards.json.codes.end[0].code).toBe('calendar.endBeforeStart')
    const ghost = await post(sample({ extendedProps: { calendar: 'Business', guests: [999_999] } }))
    expect(ghost.status).toBe(400)
    expect(ghost.json.codes['extendedProps.guests'][0].code).toBe('calendar.guestNotFound')
  })

  it('a guest sees the event but may not change or delete it; a stranger does not see it', async () => {
    const guestView = await list('', otherToken)
    expect(guestView.map((event) => event.id)).toContain(created.id)
    const ownerOnly = (await visibleRows(adminId)).find(
      (row) => row.ownerUserId === adminId && !row.guestUserIds.includes(otherId),
    )!
    expect(guestView.map((event) => event.id)).not.toContain(ownerOnly.id)
    expect((await put(created.id, { title: 'Mine now' }, otherToken)).status).toBe(403)
    expect((await del(created.id, otherToken)).status).toBe(403)
    const stranger = await put(ownerOnly.id, { title: 'Mine now' }, otherToken)
    expect(stranger.status).toBe(400)
    expect(stranger.json).toMatchObject({
      message: 'Something Went Wrong',
      code: 'calendar.somethingWentWrong',
    })
  })

  it('PUT merges the given fields and answers the merged event with 201', async () => {
    const answer = await put(created.id, {
      title: 'Offsite (moved)',
      start: '2026-06-11T09:00:00.000Z',
      end: '2026-06-11T12:30:00.000Z',
      extendedProps: { calendar: 'Personal' },
    })
    expect(answer.status).toBe(201)
    const merged = calendarEventSchema.parse(answer.json)
    expect(merged).toEqual({
      ...created,
      title: 'Offsite (moved)',
      start: '2026-06-11T09:00:00.000Z',
      end: '2026-06-11T12:30:00.000Z',
      extendedProps: { ...created.extendedProps, calendar: 'Personal' },
    })
    const [row] = await api.db.select().from(calendarEvents).where(eq(calendarEvents.id, created.id))
    expect(row!.title).toBe('Offsite (moved)')
    expect(row!.location).toBe('Lisbon')
    // A merged end before the stored start is refused.
    const backwards = await put(created.id, { end: '2026-06-01T00:00:00.000Z' })
    expect(backwards.status).toBe(400)
    expect(backwards.json.codes.end[0].code).toBe('calendar.endBeforeStart')
  })

  it("PUT or DELETE of an unknown id answers the spec's 400 'Something Went Wrong'", async () => {
    for (const answer of [await put(987_654, { title: 'x' }), await del(987_654)]) {
      expect(answer.status).toBe(400)
      expect(answer.json).toEqual({ message: 'Something Went Wrong', code: 'calendar.somethingWentWrong' })
    }
  })

  it('DELETE removes the event with 204; a second delete is the unknown-id answer', async () => {
    expect((await del(created.id)).status).toBe(204)
    expect(await api.db.select().from(calendarEvents).where(eq(calendarEvents.id, created.id))).toEqual([])
    expect((await del(created.id)).status).toBe(400)
  })
})

describe('repeating events', () => {
  it('are expanded by the server for the range asked, and only when a range is given', async () => {
    const answer = await post(
      sample({
        title: 'Stand-up',
        start: '2027-03-01T08:00:00.000Z',
        end: '2027-03-01T08:15:00.000Z',
        extendedProps: {
          calendar: 'Business',
          recurrence: 'weekly',
          recurrenceUntil: '2027-03-29T08:00:00.000Z',
        },
      }),
    )
    expect(answer.status).toBe(201)
    const id = answer.json.id as number
    const march = await list('start=2027-03-01T00:00:00.000Z&end=2027-04-01T00:00:00.000Z&calendars=Business')
    const starts = march.filter((event) => event.id === id).map((event) => event.start)
    expect(starts).toEqual([
      '2027-03-01T08:00:00.000Z',
      '2027-03-08T08:00:00.000Z',
      '2027-03-15T08:00:00.000Z',
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
    ])
    expect(march.find((event) => event.id === id)!.extendedProps).toMatchObject({
      recurrence: 'weekly',
      occurrence: '2027-03-01T08:00:00.000Z',
    })
    // A later range still finds the repeating event; after its end date, nothing.
    const mid = await list('start=2027-03-20T00:00:00.000Z&end=2027-03-27T00:00:00.000Z')
    expect(mid.filter((event) => event.id === id).map((event) => event.start)).toEqual([
      '2027-03-22T08:00:00.000Z',
    ])
    const april = await list('start=2027-04-01T00:00:00.000Z&end=2027-05-01T00:00:00.000Z')
    expect(april.filter((event) => event.id === id)).toEqual([])
    // Without a range: the event itself, once.
    const all = await list('')
    expect(all.filter((event) => event.id === id)).toHaveLength(1)
    // PUT can stop the repetition.
    const stopped = await put(id, { extendedProps: { recurrence: 'none' } })
    expect(stopped.status).toBe(201)
    const again = await list('start=2027-03-01T00:00:00.000Z&end=2027-04-01T00:00:00.000Z')
    expect(again.filter((event) => event.id === id)).toHaveLength(1)
  })
})

describe('one occurrence of a repeating event', () => {
  const march = 'start=2027-05-01T00:00:00.000Z&end=2027-06-01T00:00:00.000Z&calendars=Personal'
  const series = async (title: string) => {
    const answer = await post(
      sample({
        title,
        start: '2027-05-03T17:00:00.000Z',
        end: '2027-05-03T18:00:00.000Z',
        extendedProps: { calendar: 'Personal', recurrence: 'weekly', guests: [otherId] },
      }),
    )
    expect(answer.status).toBe(201)
    return answer.json.id as number
  }

  it('changes only that occurrence: the series leaves it out, a single event takes its place', async () => {
    const id = await series('Yoga')
    const changed = await put(id, {
      occurrence: '2027-05-10T17:00:00.000Z',
      title: 'Yoga (moved)',
      start: '2027-05-11T18:00:00.000Z',
      end: '2027-05-11T19:30:00.000Z',
    })
    expect(changed.status).toBe(201)
    const single = calendarEventSchema.parse(changed.json)
    expect(single.id).not.toBe(id)
    expect(single).toMatchObject({
      title: 'Yoga (moved)',
      start: '2027-05-11T18:00:00.000Z',
      end: '2027-05-11T19:30:00.000Z',
      extendedProps: { recurrence: 'none', calendar: 'Personal', guests: [otherId], ownerId: adminId },
    })
    const month = await list(march)
    expect(month.filter((event) => event.id === id).map((event) => event.start)).toEqual([
      '2027-05-03T17:00:00.000Z',
      '2027-05-17T17:00:00.000Z',
      '2027-05-24T17:00:00.000Z',
      '2027-05-31T17:00:00.000Z',
    ])
    expect(month.filter((event) => event.id === single.id).map((event) => event.title)).toEqual([
      'Yoga (moved)',
    ])
    // The guest sees the same.
    const theirs = await list(march, otherToken)
    expect(theirs.filter((event) => event.id === id)).toHaveLength(4)
    expect(theirs.filter((event) => event.id === single.id)).toHaveLength(1)
    // The series' other fields are untouched.
    expect(month.find((event) => event.id === id)!.title).toBe('Yoga')
    expect(month.find((event) => event.id === id)!.extendedProps.excludedStarts).toEqual([
      '2027-05-10T17:00:00.000Z',
    ])
    // Without new times, the occurrence keeps its own.
    const kept = calendarEventSchema.parse(
      (await put(id, { occurrence: '2027-05-17T17:00:00.000Z', title: 'Yoga outdoors' })).json,
    )
    expect([kept.start, kept.end]).toEqual(['2027-05-17T17:00:00.000Z', '2027-05-17T18:00:00.000Z'])
  })

  it('refuses a time the event does not repeat at, one already changed, or a single event (400)', async () => {
    const id = await series('Swim')
    const off = await put(id, { occurrence: '2027-05-10T17:30:00.000Z', title: 'x' })
    expect(off.status).toBe(400)
    expect(off.json.codes.occurrence).toEqual([{ code: 'calendar.notAnOccurrence' }])
    expect((await put(id, { occurrence: '2027-05-10T17:00:00.000Z', title: 'once' })).status).toBe(201)
    expect((await put(id, { occurrence: '2027-05-10T17:00:00.000Z', title: 'twice' })).status).toBe(400)
    const single = (await post(sample())).json.id as number
    expect((await put(single, { occurrence: '2026-06-10T09:00:00.000Z', title: 'x' })).status).toBe(400)
    expect((await put(id, { occurrence: 'yesterday' })).status).toBe(400)
    // A guest may not change the owner's occurrence; an unknown id is the spec's answer.
    expect((await put(id, { occurrence: '2027-05-17T17:00:00.000Z' }, otherToken)).status).toBe(403)
    expect((await put(999999, { occurrence: '2027-05-17T17:00:00.000Z' })).status).toBe(400)
  })

  it('deletes only that occurrence with ?occurrence=, and the whole series without it', async () => {
    const id = await series('Choir')
    const one = await api.request(`/api/apps/calendar/${id}?occurrence=2027-05-24T17:00:00.000Z`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    expect(one.status).toBe(204)
    const month = await list(march)
    expect(month.filter((event) => event.id === id).map((event) => event.start)).not.toContain(
      '2027-05-24T17:00:00.000Z',
    )
    expect(month.filter((event) => event.id === id)).toHaveLength(4)
    expect(
      (
        await api.request(`/api/apps/calendar/${id}?occurrence=2027-05-24T17:00:00.000Z`, {
          method: 'DELETE',
          token: tokens.admin,
        })
      ).status,
    ).toBe(400)
    expect((await del(id)).status).toBe(204)
    expect((await list(march)).filter((event) => event.id === id)).toEqual([])
  })
})

describe('GET /api/apps/calendar/export.ics', () => {
  it("answers one's events as iCalendar, one VEVENT per visible event", async () => {
    const answer = await api.request('/api/apps/calendar/export.ics', { token: tokens.admin })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/calendar')
    expect(answer.headers.get('content-disposition')).toContain('.ics')
    const text = answer.text
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    const rows = await visibleRows(adminId)
    expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(rows.length)
    for (const row of rows) expect(text).toContain(`UID:event-${row.id}@aurum`)
    const allDay = rows.find((row) => row.allDay)!
    expect(text).toContain(
      `DTSTART;VALUE=DATE:${allDay.startAt.toISOString().slice(0, 10).replace(/-/g, '')}`,
    )
    expect((await api.request('/api/apps/calendar/export.ics', { token: tokens.client })).status).toBe(403)
  })
})

describe('GET /api/calendar-aurum/events (visitors)', () => {
  it('answers the public events of every owner in the range, without people, to anyone', async () => {
    const rows = (await api.db.select().from(calendarEvents)).filter((row) => row.isPublic)
    expect(rows.length).toBeGreaterThan(0)
    const first = rows.reduce((a, b) => (a.startAt < b.startAt ? a : b)).startAt
    const start = new Date(first.getTime() - 86_400_000).toISOString()
    const end = new Date(first.getTime() + 60 * 86_400_000).toISOString()
    const answer = await api.request(`/api/calendar-aurum/events?start=${start}&end=${end}`)
    expect(answer.status).toBe(200)
    const expected = rows
      .filter(
        (row) => row.recurrence === 'none' && row.startAt < new Date(end) && row.endAt > new Date(start),
      )
      .map((row) => row.id)
      .sort((a, b) => a - b)
    const got = (answer.json as { id: number; extendedProps: Record<string, unknown> }[])
      .map((event) => event.id)
      .sort((a, b) => a - b)
    expect(got).toEqual(expected)
    for (const event of answer.json as { extendedProps: Record<string, unknown> }[])
      expect(Object.keys(event.extendedProps).sort()).toEqual(['calendar', 'location'])
    // A private event is not there; a range is required.
    const privateRow = (await api.db.select().from(calendarEvents)).find((row) => !row.isPublic)!
    expect(got).not.toContain(privateRow.id)
    expect((await api.request('/api/calendar-aurum/events')).status).toBe(400)
  })
})
