import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CalendarEvent, CalendarEventInput } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { renderWithProviders } from '@/test/render'
import { EventDrawer } from './event-drawer'

const create = vi.fn<(body: CalendarEventInput) => Promise<CalendarEvent>>()
const update = vi.fn<(body: { id: number } & Partial<CalendarEventInput>) => Promise<CalendarEvent>>()
vi.mock('../api', () => ({
  CALENDAR_PEOPLE_PATH: '/api/apps/calendar/people',
  useCreateEvent: () => ({ mutateAsync: create, isPending: false }),
  useUpdateEvent: () => ({ mutateAsync: update, isPending: false }),
  useDeleteEvent: () => ({ mutateAsync: vi.fn(), isPending: false }),
}))

const draft = { start: new Date(2026, 2, 10, 9, 0), end: new Date(2026, 2, 10, 10, 0), allDay: false }
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }))

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('EventDrawer', { timeout: 30_000 }, () => {
  beforeEach(() => {
    create.mockReset()
    create.mockResolvedValue({ id: 1 } as CalendarEvent)
    update.mockReset()
  })

  it('is a dialog named by its title, and refuses what the shared schema refuses', async () => {
    await renderWithProviders(<EventDrawer draft={draft} onClose={() => {}} />)
    expect(screen.getByRole('dialog', { name: 'Add event' })).toBeTruthy()
    add()
    expect(await screen.findByText('Too short: at least 1 characters')).toBeTruthy()
    type(/^Title/, 'Review')
    type(/^End/, '2026-03-10T08:00')
    add()
    expect(await screen.findByText('The end must not be before the start.')).toBeTruthy()
    expect(create).not.toHaveBeenCalled()
  })

  it('sends the event as the server reads it and closes', async () => {
    const onClose = vi.fn()
    await renderWithProviders(<EventDrawer draft={draft} onClose={onClose} />)
    type(/^Title/, 'Review')
    type(/^Location/, 'Room 4')
    add()
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(create.mock.calls[0]![0]).toMatchObject({
      title: 'Review',
      start: draft.start.toISOString(),
      end: draft.end.toISOString(),
      allDay: false,
      extendedProps: { calendar: 'Business', location: 'Room 4', guests: [], recurrence: 'none' },
    })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('shows the server’s refusal under the field it names', async () => {
    create.mockRejectedValue(
      new ApiError(400, {
        errors: { 'extendedProps.guests': ['A guest is not an Aurum user'] },
        codes: { 'extendedProps.guests': [{ code: 'calendar.guestNotFound' }] },
      }),
    )
    const onClose = vi.fn()
    await renderWithProviders(<EventDrawer draft={draft} onClose={onClose} />)
    type(/^Title/, 'Review')
    add()
    expect(await screen.findByText('A guest is not an Aurum user.')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })
})
