// Calendars that other calendars read: an .ics file imported through the calendar's dialog (its
// preview first, then the import) puts its events in the calendar, an all-day one on its own day;
// the same file chosen again adds nothing; the export gives the imported events back with their UID.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues } from '../support/session'
import { captureErrors } from '../support/shell'
import { expectNoSeriousAxeViolation } from '../support/axe'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })

const pad = (value: number) => String(value).padStart(2, '0')
/** A day of this month in the browser's calendar, as iCalendar writes a DATE: 20261128. */
const icsDay = (date: Date) => `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

async function apiHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN })
  const { accessToken } = (await login.json()) as { accessToken: string }
  return { Authorization: `Bearer ${accessToken}` }
}

async function chooseIcs(page: Page, name: string, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Import a calendar' })
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/calendar', buffer: Buffer.from(text) })
  return dialog
}

test('an .ics file is previewed, imported into the calendar chosen, and a second import adds nothing', async ({
  page,
  request,
}) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
  const errors = captureErrors(page)
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
  const today = new Date()
  const day = new Date(today.getFullYear(), today.getMonth(), Math.min(today.getDate(), 26))
  const holiday = `Imported holiday ${run}`
  const meeting = `Imported meeting ${run}`
  const file = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//E2E//Calendar//EN',
    'BEGIN:VEVENT',
    `UID:holiday-${run}@e2e.example`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${icsDay(day)}`,
    `SUMMARY:${holiday}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:meeting-${run}@e2e.example`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Asia/Tokyo:${icsDay(day)}T180000`,
    'DURATION:PT1H',
    'RRULE:FREQ=DAILY;COUNT=2',
    `SUMMARY:${meeting}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')

  await page.goto('/apps/calendar')
  await page.getByRole('button', { name: 'Import (.ics)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a calendar' })
  await dialog.getByRole('combobox', { name: 'Add to' }).click()
  await page.getByRole('option', { name: 'Family' }).click()
  await chooseIcs(page, 'partner.ics', file)

  // The preview: both events, nothing stored yet.
  const preview = dialog.getByRole('list', { name: '2 events will be added to Family:' })
  await expect(preview.getByRole('listitem')).toHaveCount(2)
  await expect(preview.getByText(holiday)).toBeVisible()
  await expect(preview.getByText(meeting)).toBeVisible()
  await expect(preview.getByText(/Every day/)).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: 'calendar import preview' })
  const headers = await apiHeaders(request)
  const stored = async () =>
    (
      (await (await request.get('/api/apps/calendar', { headers })).json()) as {
        title: string
        start: string
        end: string
        allDay: boolean
        extendedProps: { calendar: string; recurrence: string }
      }[]
    ).filter((event) => event.title.endsWith(run))
  expect(await stored()).toEqual([])

  await dialog.getByRole('button', { name: 'Import 2 events' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('2 events imported')).toBeVisible()

  // In the calendar: the all-day event on its own day, in the calendar chosen.
  const events = await stored()
  const storedHoliday = events.find((event) => event.title === holiday)!
  expect(storedHoliday).toMatchObject({
    allDay: true,
    start: isoDay(day),
    extendedProps: { calendar: 'Family' },
  })
  expect(events.find((event) => event.title === meeting)).toMatchObject({
    allDay: false,
    extendedProps: { calendar: 'Family', recurrence: 'daily' },
  })
  const fc = page.locator('.fc')
  await fc.getByRole('button', { name: 'list' }).click()
  await expect(fc.getByText(holiday)).toBeVisible()

  // The same file again: nothing to add.
  await page.getByRole('button', { name: 'Import (.ics)' }).click()
  await chooseIcs(page, 'partner.ics', file)
  await expect(
    page.getByText('Nothing to add: every event of this file is already in your calendar.'),
  ).toBeVisible()
  await expect(
    page.getByRole('dialog', { name: 'Import a calendar' }).getByRole('button', { name: 'Import (.ics)' }),
  ).toBeDisabled()
  await page
    .getByRole('dialog', { name: 'Import a calendar' })
    .getByRole('button', { name: 'Cancel' })
    .click()
  expect((await stored()).length).toBe(2)

  // The export gives them back with their UID, the all-day one as a DATE.
  const exported = (await (await request.get('/api/apps/calendar/export.ics', { headers })).text()).replace(
    /\r\n[ \t]/g,
    '',
  )
  const block = exported
    .split('BEGIN:VEVENT')
    .find((part) => part.includes(`UID:holiday-${run}@e2e.example\r\n`))
  expect(block).toContain(`\r\nDTSTART;VALUE=DATE:${icsDay(day)}\r\n`)
  expect(errors).toEqual([])
})
