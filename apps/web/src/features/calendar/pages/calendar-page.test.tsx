import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubWindowWidth } from '@/test/match-media'
import { renderWithProviders, type TestSession } from '@/test/render'
import { CalendarPage } from './calendar-page'

const SESSION: TestSession = { userAbilityRules: [{ action: 'read', subject: 'Calendar' }] }

describe('calendar page on a phone and on a desktop', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('on a phone shows the calendar first and the month picker and filters in a drawer from its toolbar', async () => {
    stubWindowWidth(390)
    const { container } = await renderWithProviders(<CalendarPage />, {
      route: '/apps/calendar',
      session: SESSION,
    })
    const toolbar = await waitFor(
      () => {
        const found = container.querySelector<HTMLElement>('.fc-header-toolbar')
        expect(found).not.toBeNull()
        return found!
      },
      { timeout: 15_000 },
    )
    // The side panel is not on the page: the calendar comes first.
    expect(screen.queryByLabelText('Go to a date')).toBeNull()
    expect(screen.queryByRole('checkbox', { name: 'View all' })).toBeNull()

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Filters' }))
    const drawer = await screen.findByRole('dialog', { name: 'Date and calendars' }, { timeout: 15_000 })
    expect(within(drawer).getByLabelText('Go to a date')).toBeTruthy()
    expect(within(drawer).getByRole('checkbox', { name: 'View all' })).toBeTruthy()
    expect(within(drawer).getByRole('checkbox', { name: 'Business' })).toBeTruthy()
    expect(within(drawer).getByRole('button', { name: 'Add event' })).toBeTruthy()

    // Adding an event closes the drawer and opens the event's.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add event' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date and calendars' })).toBeNull(), {
      timeout: 15_000,
    })
  }, 60_000)

  it('on a desktop keeps the side panel beside the calendar, without the drawer button', async () => {
    stubWindowWidth(1440)
    const { container } = await renderWithProviders(<CalendarPage />, {
      route: '/apps/calendar',
      session: SESSION,
    })
    expect(await screen.findByLabelText('Go to a date', {}, { timeout: 15_000 })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'View all' })).toBeTruthy()
    await waitFor(() => expect(container.querySelector('.fc-header-toolbar')).not.toBeNull(), {
      timeout: 15_000,
    })
    expect(
      within(container.querySelector<HTMLElement>('.fc-header-toolbar')!).queryByRole('button', {
        name: 'Filters',
      }),
    ).toBeNull()
  }, 60_000)

  it.each([
    ['a desktop', 1440, '+2 more'],
    ['a phone', 390, '+2'],
  ])(
    'on %s names a busy day\'s "+N more" a button (it opens a popover; an <a> without an address may not say expanded), and a phone writes it short',
    async (_, width, shown) => {
      stubWindowWidth(width)
      const day = new Date()
      day.setHours(0, 0, 0, 0)
      const busyDay = Array.from({ length: 5 }, (_, index) => ({
        id: index + 1,
        url: '',
        title: `Meeting ${index + 1}`,
        start: new Date(day.getTime() + (9 + index) * 3_600_000).toISOString(),
        end: new Date(day.getTime() + (10 + index) * 3_600_000).toISOString(),
        allDay: false,
        extendedProps: {
          calendar: 'Business',
          location: '',
          description: '',
          guests: [],
          ownerId: 1,
          recurrence: 'none',
          recurrenceUntil: null,
          occurrence: null,
          excludedStarts: [],
          isPublic: false,
        },
      }))
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(busyDay)),
      )
      const { container } = await renderWithProviders(<CalendarPage />, {
        route: '/apps/calendar',
        session: SESSION,
      })
      const more = await waitFor(
        () => {
          const found = container.querySelector<HTMLElement>('.fc-daygrid-more-link')
          expect(found).not.toBeNull()
          return found!
        },
        { timeout: 15_000 },
      )
      expect(more.getAttribute('role')).toBe('button')
      expect(more.getAttribute('aria-expanded')).toBe('false')
      expect(more.hasAttribute('aria-controls')).toBe(false)
      // A phone's 48 px cell cut "+4 más": there it reads "+2", named and titled in full.
      expect(more.textContent).toBe(shown)
      expect(more.getAttribute('aria-label')).toBe('+2 more')
      expect(more.getAttribute('title')).toBe('+2 more')
    },
    60_000,
  )
})
