import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CALENDAR_IMPORT_MAX_BYTES, type CalendarImportResult } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { CalendarImportDialog } from './calendar-import-dialog'

type Sent = { url: URL; file: File }

/** The server's side of XMLHttpRequest: each request sent is recorded and answered by `answer`. */
let answer: (sent: Sent) => { status: number; body: unknown }
const sent: Sent[] = []

class FakeRequest {
  readonly upload = new EventTarget()
  private readonly events = new EventTarget()
  private url = ''
  status = 0
  responseText = ''
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener)
  }
  send(form: FormData) {
    const request = { url: new URL(this.url, 'http://aurum.test'), file: form.get('file') as File }
    sent.push(request)
    const { status, body } = answer(request)
    setTimeout(() => {
      this.status = status
      this.responseText = JSON.stringify(body)
      this.events.dispatchEvent(new Event('load'))
    })
  }
  abort() {}
}

const event = (
  title: string,
  start: string,
  end: string,
  extra: Partial<CalendarImportResult['events'][number]> = {},
) => ({
  uid: `${title}@partner.example`,
  recurrenceId: '',
  title,
  start,
  end,
  allDay: start.length === 10,
  location: '',
  recurrence: 'none' as const,
  recurrenceUntil: null,
  excludedStarts: [],
  ...extra,
})

const preview: CalendarImportResult = {
  dryRun: true,
  calendar: 'Business',
  events: [
    event('Weekly sync', '2027-01-05T15:00:00.000Z', '2027-01-05T15:30:00.000Z', {
      recurrence: 'weekly',
      recurrenceUntil: '2027-02-23T15:00:00.000Z',
    }),
    event('Trade fair', '2027-03-15', '2027-03-18'),
  ],
  alreadyImported: 1,
  skipped: [{ uid: 'broken@partner.example', title: 'Broken', reason: { code: 'calendar.importNoStart' } }],
  expanded: [],
}

const icsFile = (text = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', name = 'partner.ics') =>
  new File([text], name, { type: 'text/calendar' })

const chooseFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
  fireEvent.change(input, { target: { files: [file] } })
}

beforeEach(() => {
  sent.length = 0
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
})
afterEach(() => vi.unstubAllGlobals())

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('CalendarImportDialog', { timeout: 30_000 }, () => {
  it('previews what a file would add (a dry run), then imports it into the calendar chosen on confirm', async () => {
    answer = ({ url }) =>
      url.searchParams.get('dryRun') === 'true'
        ? { status: 200, body: preview }
        : { status: 201, body: { ...preview, dryRun: false, calendar: 'Family' } }
    const onClose = vi.fn()
    await renderWithProviders(<CalendarImportDialog onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { name: 'Import a calendar' })
    // Nothing to confirm before a file is read.
    expect(within(dialog).getByRole('button', { name: 'Import (.ics)' })).toHaveProperty('disabled', true)

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Add to' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Family' }))
    chooseFile(icsFile())

    const list = await within(dialog).findByRole('list', { name: '2 events will be added to Family:' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Weekly sync.*Every week · until /),
      expect.stringMatching(/^Trade fair.*Mar 15, 2027 – Mar 17, 2027$/),
    ])
    within(dialog).getByText(/1 event of this file is already in your calendar/)
    within(dialog).getByText('1 event cannot be imported')
    expect(within(dialog).getByText('Broken').closest('li')!.textContent).toBe(
      'Broken: It has no start date.',
    )
    // The dry run named the calendar and the reader's zone, and stored nothing.
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url.pathname).toBe('/api/apps/calendar/import')
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({
      calendar: 'Family',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      dryRun: 'true',
    })
    expect(sent[0]!.file.name).toBe('partner.ics')
    expect(onClose).not.toHaveBeenCalled()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 events' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent).toHaveLength(2)
    expect(sent[1]!.url.searchParams.get('dryRun')).toBeNull()
    expect(sent[1]!.url.searchParams.get('calendar')).toBe('Family')
    await screen.findByText('2 events imported')
  })

  it('says when a file adds nothing new, and offers no import', async () => {
    answer = () => ({ status: 200, body: { ...preview, events: [], alreadyImported: 3, skipped: [] } })
    await renderWithProviders(<CalendarImportDialog onClose={vi.fn()} />)
    chooseFile(icsFile())
    await screen.findByText('Nothing to add: every event of this file is already in your calendar.')
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByRole('button', { name: 'Import (.ics)' })).toHaveProperty('disabled', true)
  })

  it('shows why a file is refused, in the reader’s language, and sends nothing too large', async () => {
    answer = () => ({
      status: 400,
      body: {
        errors: { file: ['This is not an iCalendar (.ics) file: invalid line'] },
        codes: { file: [{ code: 'calendar.importUnreadable', params: { detail: 'invalid line' } }] },
      },
    })
    await renderWithProviders(<CalendarImportDialog onClose={vi.fn()} />, { language: 'fr' })
    chooseFile(icsFile('%PDF-1.7', 'scan.pdf'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce n’est pas un fichier iCalendar (.ics) : invalid line',
    )
    expect(screen.getByRole('button', { name: 'Importer (.ics)' })).toHaveProperty('disabled', true)

    // Over the limit: refused before it is sent, the limit written as French writes sizes.
    chooseFile(new File([new Uint8Array(CALENDAR_IMPORT_MAX_BYTES + 1)], 'huge.ics'))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Le fichier dépasse 2\u202fMo.'))
    expect(sent).toHaveLength(1)
  })
})
