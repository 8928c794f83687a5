// /apps/calendar: FullCalendar (month, week, day, list) in the reader's language and week start, right
// to left in Arabic; the calendar filter with "view all"; add and edit in a drawer; drag to move and
// resize to change length (saved through PUT); a small month picker moves the big calendar.
// FullCalendar and the picker load with this page only. Below md (as the mailbox) the calendar comes
// first and the side panel opens in a drawer from a button in the calendar's toolbar.
import { useMemo, useRef, useState } from 'react'
import Card from '@mui/material/Card'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import useMediaQuery from '@mui/material/useMediaQuery'
import { alpha, useTheme } from '@mui/material/styles'
import FullCalendar from '@fullcalendar/react'
import type { DatesSetArg, EventChangeArg, EventClickArg, EventInput, LocaleInput } from '@fullcalendar/core'
import dayGridPlugin from '@fullcalendar/daygrid'
import timeGridPlugin from '@fullcalendar/timegrid'
import listPlugin from '@fullcalendar/list'
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction'
import arLocale from '@fullcalendar/core/locales/ar'
import esLocale from '@fullcalendar/core/locales/es'
import frLocale from '@fullcalendar/core/locales/fr'
import { useTranslation } from 'react-i18next'
import { CALENDARS, type CalendarEvent, type CalendarName } from '@aurum/shared'
import { useCalendarEvents, useUpdateEvent, type CalendarRange } from '../api'
import { CalendarImportDialog } from '../components/calendar-import-dialog'
import { CalendarSidePanel } from '../components/calendar-side-panel'
import { EventDrawer, localDay, type EventDraft } from '../components/event-drawer'
import {
  calendarColour,
  calendarFrameSx,
  eventTitleInOwnDirection,
  moreLinkAsButton,
  moreLinkShort,
} from '../components/calendar-frame'
import { HiddenPageTitle } from '@/components/page-header'

const LOCALES: Record<string, LocaleInput> = { ar: arLocale, es: esLocale, fr: frLocale }

export function CalendarPage() {
  const { t, i18n } = useTranslation()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true })
  const [panelOpen, setPanelOpen] = useState(false)
  const language = i18n.language.split('-')[0] ?? 'en'
  const [checked, setChecked] = useState<CalendarName[]>([...CALENDARS])
  const [range, setRange] = useState<CalendarRange | null>(null)
  const [draft, setDraft] = useState<{ key: number; value: EventDraft } | null>(null)
  const [importing, setImporting] = useState(false)
  const events = useCalendarEvents(checked, range)
  const update = useUpdateEvent()
  const frame = useRef<HTMLDivElement>(null)
  const calendar = useRef<FullCalendar>(null)
  // The small month picker shows the day the big calendar's view starts from, and moves it.
  const [shownDate, setShownDate] = useState(() => new Date())
  // FullCalendar's icons are role="img" without a name inside buttons named by their hint: hidden.
  const hideIcons = () =>
    requestAnimationFrame(() =>
      frame.current?.querySelectorAll('.fc-icon[role="img"]').forEach((icon) => {
        icon.removeAttribute('role')
        icon.setAttribute('aria-hidden', 'true')
      }),
    )

  const data = events.data
  const anyChecked = checked.length > 0
  const input = useMemo<EventInput[]>(
    () =>
      (anyChecked ? (data ?? []) : []).map((event) => {
        const colour = calendarColour(theme, event.extendedProps.calendar)
        return {
          id: String(event.id),
          title: event.title,
          start: event.start,
          end: event.end,
          allDay: event.allDay,
          backgroundColor: alpha(colour, 0.16),
          borderColor: colour,
          textColor: theme.palette.text.primary,
          // An occurrence of a repeating event is changed in the drawer, not dragged.
          editable: event.extendedProps.recurrence === 'none',
          extendedProps: { event },
        }
      }),
    [anyChecked, data, theme],
  )

  const open = (value: EventDraft) => setDraft({ key: Date.now(), value })
  // FullCalendar compares these two options by identity: a new object on every render would
  // rebuild its toolbar and views each time the events or the drawer change.
  const customButtons = useMemo(
    () => ({
      panel: {
        text: t('calendar.panel.open'),
        hint: t('calendar.panel.hint'),
        click: () => setPanelOpen(true),
      },
    }),
    [t],
  )
  // A phone's month has ~48 px a day: one-letter day names ("الجمعة" overflowed its column), and
  // events without their time, so what the cell shows of them is the start of the title.
  const views = useMemo(
    () =>
      phone
        ? { dayGridMonth: { dayHeaderFormat: { weekday: 'narrow' as const }, displayEventTime: false } }
        : undefined,
    [phone],
  )

  const onChange = ({ event, revert }: EventChangeArg) => {
    if (!event.start) return revert()
    const end = event.end ?? new Date(event.start.getTime() + (event.allDay ? 86_400_000 : 3_600_000))
    // An all-day event is its days as shown here (FullCalendar's local midnights), sent as days.
    const time = (date: Date) => (event.allDay ? localDay(date) : date.toISOString())
    update.mutate(
      { id: Number(event.id), start: time(event.start), end: time(end), allDay: event.allDay },
      { onError: revert },
    )
  }

  const sidePanel = (
    <CalendarSidePanel
      checked={checked}
      onCheckedChange={setChecked}
      shownDate={shownDate}
      onPickDate={(date) => {
        setShownDate(date)
        calendar.current?.getApi().gotoDate(date)
        setPanelOpen(false)
      }}
      onAdd={() => {
        setPanelOpen(false)
        const start = new Date()
        start.setMinutes(0, 0, 0)
        start.setHours(start.getHours() + 1)
        open({ start, end: new Date(start.getTime() + 3_600_000), allDay: false })
      }}
      onImport={() => {
        setPanelOpen(false)
        setImporting(true)
      }}
    />
  )

  return (
    <Box
      sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}
    >
      <HiddenPageTitle title={t('nav.calendar')} />
      {phone ? (
        <Drawer
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          slotProps={{
            paper: { sx: { width: 300, p: 3 }, role: 'dialog', 'aria-label': t('calendar.panel.title') },
          }}
        >
          {sidePanel}
        </Drawer>
      ) : (
        <Card sx={{ p: 3, width: 300, flexShrink: 0 }}>{sidePanel}</Card>
      )}
      <Card
        ref={frame}
        sx={{
          p: { xs: 1, sm: 3 },
          flexGrow: 1,
          minWidth: 0,
          width: '100%',
          ...calendarFrameSx(theme),
        }}
      >
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          headerToolbar={
            phone
              ? {
                  start: 'title',
                  center: 'panel prev,next today',
                  end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
                }
              : { start: 'prev,next today title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }
          }
          customButtons={customButtons}
          views={views}
          locale={LOCALES[language] ?? 'en'}
          direction={language === 'ar' ? 'rtl' : 'ltr'}
          height="auto"
          events={input}
          editable
          eventResizableFromStart
          dayMaxEvents={3}
          navLinks
          // A day cell's name is its date, its content the day number and the events: no label.
          dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
          eventDidMount={eventTitleInOwnDirection}
          moreLinkDidMount={moreLinkAsButton}
          moreLinkContent={phone ? moreLinkShort : undefined}
          viewDidMount={hideIcons}
          datesSet={(arg: DatesSetArg) => {
            hideIcons()
            // The month picker follows the big calendar's arrows (its day stays while still shown).
            const { currentStart, currentEnd } = arg.view
            setShownDate((shown) => (shown >= currentStart && shown < currentEnd ? shown : currentStart))
            setRange((current) => {
              const next = { start: arg.start.toISOString(), end: arg.end.toISOString() }
              return current && current.start === next.start && current.end === next.end ? current : next
            })
          }}
          dateClick={(arg: DateClickArg) => {
            const end = new Date(arg.date.getTime() + (arg.allDay ? 86_400_000 : 3_600_000))
            open({ start: arg.date, end, allDay: arg.allDay })
          }}
          eventClick={(arg: EventClickArg) => {
            arg.jsEvent.preventDefault()
            open({ event: arg.event.extendedProps.event as CalendarEvent })
          }}
          eventChange={onChange}
        />
      </Card>
      {draft ? <EventDrawer key={draft.key} draft={draft.value} onClose={() => setDraft(null)} /> : null}
      {importing ? <CalendarImportDialog onClose={() => setImporting(false)} /> : null}
    </Box>
  )
}
