// /apps/calendar: FullCalendar (month, week, day, list) in the reader's language and week start, right
// to left in Arabic; the calendar filter with "view all"; add and edit in a drawer; drag to move and
// resize to change length (saved through PUT); a small month picker moves the big calendar.
// FullCalendar and the picker load with this page only.
import { useMemo, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Typography from '@mui/material/Typography'
import { alpha, useTheme, type Theme } from '@mui/material/styles'
import AddOutlined from '@mui/icons-material/AddOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
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
import { downloadCsv } from '../../../lib/csv-download'
import { showSnackbar } from '../../../lib/snackbar'
import { CALENDAR_PATH, useCalendarEvents, useUpdateEvent, type CalendarRange } from '../api'
import { CalendarImportDialog } from '../components/calendar-import-dialog'
import { EventDrawer, localDay, type EventDraft } from '../components/event-drawer'
import { calendarFrameSx, eventTitleInOwnDirection } from '../components/calendar-frame'
import { PickersLocalization } from '../../../components/pickers-localization'
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar'
import { HiddenPageTitle } from '../../../components/page-header'

const LOCALES: Record<string, LocaleInput> = { ar: arLocale, es: esLocale, fr: frLocale }

/** Each calendar's colour, from the theme palette. */
function colourOf(theme: Theme, calendar: CalendarName): string {
  const palette = {
    Business: theme.palette.primary.main,
    Holiday: theme.palette.success.main,
    Personal: theme.palette.error.main,
    Family: theme.palette.warning.main,
    ETC: theme.palette.info.main,
  } satisfies Record<CalendarName, string>
  return palette[calendar]
}

export function CalendarPage() {
  const { t, i18n } = useTranslation()
  const theme = useTheme()
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
        const colour = colourOf(theme, event.extendedProps.calendar)
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
  const allChecked = checked.length === CALENDARS.length
  const toggle = (name: CalendarName) =>
    setChecked((current) =>
      current.includes(name)
        ? current.filter((item) => item !== name)
        : CALENDARS.filter((item) => item === name || current.includes(item)),
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

  return (
    <Box
      sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}
    >
      <HiddenPageTitle title={t('nav.calendar')} />
      <Card sx={{ p: 3, width: { xs: '100%', md: 300 }, flexShrink: 0 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => {
            const start = new Date()
            start.setMinutes(0, 0, 0)
            start.setHours(start.getHours() + 1)
            open({ start, end: new Date(start.getTime() + 3_600_000), allDay: false })
          }}
        >
          {t('calendar.addEvent')}
        </Button>
        <Button
          fullWidth
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          sx={{ mt: 2 }}
          onClick={() =>
            downloadCsv(`${CALENDAR_PATH}/export.ics`, {}, 'aurum-calendar.ics').catch(() =>
              showSnackbar(t('calendar.errors.downloadFailed'), 'error'),
            )
          }
        >
          {t('calendar.download')}
        </Button>
        <Button
          fullWidth
          variant="outlined"
          startIcon={<FileUploadOutlined />}
          sx={{ mt: 2 }}
          onClick={() => setImporting(true)}
        >
          {t('calendar.import.button')}
        </Button>
        <PickersLocalization>
          <DateCalendar
            value={shownDate}
            onChange={(date: Date | null) => {
              if (!date) return
              setShownDate(date)
              calendar.current?.getApi().gotoDate(date)
            }}
            aria-label={t('calendar.monthPicker')}
            sx={{
              mt: 2,
              width: '100%',
              height: 'auto',
              '& .MuiDayCalendar-weekDayLabel, & .MuiPickersDay-root': { width: 32, height: 32 },
            }}
          />
        </PickersLocalization>
        <Typography
          component="h2"
          variant="subtitle2"
          sx={{ mt: 2, mb: 1, color: 'text.secondary' }}
          id="calendar-filter"
        >
          {t('calendar.filter')}
        </Typography>
        <FormGroup aria-labelledby="calendar-filter">
          <FormControlLabel
            control={
              <Checkbox
                checked={allChecked}
                indeterminate={checked.length > 0 && !allChecked}
                onChange={() => setChecked(allChecked ? [] : [...CALENDARS])}
              />
            }
            label={t('calendar.viewAll')}
          />
          {CALENDARS.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Checkbox
                  checked={checked.includes(name)}
                  onChange={() => toggle(name)}
                  sx={{ color: colourOf(theme, name), '&.Mui-checked': { color: colourOf(theme, name) } }}
                />
              }
              label={t(`calendar.calendars.${name}`)}
            />
          ))}
        </FormGroup>
      </Card>
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
          headerToolbar={{
            start: 'prev,next today title',
            end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
          }}
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
