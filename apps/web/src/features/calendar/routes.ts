// The calendar app (spec section 2): /apps/calendar. The server checks the Calendar ability on every call.
import type { AppRoute } from '@/lib/route-types'

export const calendarRoutes: AppRoute[] = [
  {
    path: '/apps/calendar',
    lazy: () => import('./pages/calendar-page').then((m) => ({ Component: m.CalendarPage })),
    meta: {
      action: 'read',
      subject: 'Calendar',
      titleKey: 'nav.calendar',
      icon: 'calendar',
      menu: { in: 'appsPages', order: 60 },
      search: 'appsPages',
      shortcut: { order: 20 },
    },
  },
  {
    // The visitors' read-only view of the organisation's public events (spec section 2).
    path: '/calendar-aurum/calendar',
    lazy: () => import('./pages/public-calendar-page').then((m) => ({ Component: m.PublicCalendarPage })),
    meta: { layout: 'blank', unauthenticatedOnly: true },
  },
]
