// What both calendars (the team's and the public one) set on FullCalendar: the theme's colours,
// a toolbar that wraps on a phone, and event titles that read in their own direction.
import { alpha, type Theme } from '@mui/material/styles'
import type { SystemStyleObject } from '@mui/system'
import type { EventMountArg, MoreLinkContentArg, MoreLinkMountArg } from '@fullcalendar/core'
import type { CalendarName } from '@aurum/shared'

/** Each calendar's colour, from the theme palette. */
export function calendarColour(theme: Theme, calendar: CalendarName): string {
  const palette = {
    Business: theme.palette.primary.main,
    Holiday: theme.palette.success.main,
    Personal: theme.palette.error.main,
    Family: theme.palette.warning.main,
    ETC: theme.palette.info.main,
  } satisfies Record<CalendarName, string>
  return palette[calendar]
}

/** The card around a FullCalendar: its colours from the theme. */
export function calendarFrameSx(theme: Theme): SystemStyleObject<Theme> {
  return {
    '--fc-border-color': theme.palette.divider,
    '--fc-page-bg-color': theme.palette.background.paper,
    '--fc-neutral-bg-color': theme.palette.action.hover,
    '--fc-list-event-hover-bg-color': theme.palette.action.hover,
    '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.08),
    '--fc-button-bg-color': theme.palette.primary.main,
    '--fc-button-border-color': theme.palette.primary.main,
    '--fc-button-hover-bg-color': theme.palette.primary.dark,
    '--fc-button-hover-border-color': theme.palette.primary.dark,
    '--fc-button-active-bg-color': theme.palette.primary.dark,
    '--fc-button-active-border-color': theme.palette.primary.dark,
    '--fc-button-text-color': theme.palette.primary.contrastText,
    '& .fc .fc-toolbar-title': { fontSize: theme.typography.h6.fontSize },
    '& .fc a': { color: 'inherit' },
    // Days of the neighbouring months: readable, in the secondary text colour.
    '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: theme.palette.text.secondary },
    '& .fc .fc-button:disabled': { opacity: 1, color: theme.palette.primary.contrastText },
    '& .fc .fc-list-day-cushion': { backgroundColor: theme.palette.action.hover },
    // On a phone the toolbar's groups wrap onto rows (the title on its own) instead of overflowing.
    [theme.breakpoints.down('md')]: {
      '& .fc .fc-header-toolbar': { flexWrap: 'wrap', gap: theme.spacing(1) },
      '& .fc .fc-header-toolbar .fc-toolbar-chunk:first-of-type': { flexBasis: '100%' },
      '& .fc .fc-button': { paddingInline: '0.5em' },
    },
    // A title in its own direction (below) still lines up with the page's (the RTL styles turn
    // this "left" into "right" in Arabic).
    '& .fc .fc-event-title, & .fc .fc-list-event-title': { textAlign: 'left', textOverflow: 'ellipsis' },
  }
}

/**
 * An event's title reads in its own direction: an English title in the Arabic calendar is cut at
 * its end ("Movie Ni…"), not at its start ("vie Night"), and an Arabic one in English likewise.
 */
export function eventTitleInOwnDirection({ el, event }: EventMountArg): void {
  el.querySelectorAll('.fc-event-title, .fc-list-event-title').forEach((title) => {
    title.setAttribute('dir', 'auto')
    // A month cell cuts a long title (narrow on a phone): the whole of it is one hover away.
    if (event.title) title.setAttribute('title', event.title)
  })
}

/**
 * A day's "+2 more" opens a popover on click, Enter or Space: FullCalendar renders it as an `<a>`
 * without an address yet with `aria-expanded`, which only a button may carry (axe's
 * aria-allowed-attr, critical). It is named a button, and loses the empty `aria-controls` that
 * points nowhere while the popover is closed.
 */
export function moreLinkAsButton({ el, text }: MoreLinkMountArg): void {
  el.setAttribute('role', 'button')
  // A phone shows "+4" alone (see moreLinkShort): the whole "+4 more" is its name and its tooltip.
  el.setAttribute('aria-label', text)
  el.setAttribute('title', text)
  if (!el.getAttribute('aria-controls')) el.removeAttribute('aria-controls')
}

/** A phone's month cell (about 48 px) cuts "+4 más": there the link reads "+4". */
export function moreLinkShort({ shortText }: MoreLinkContentArg): string {
  return shortText
}
