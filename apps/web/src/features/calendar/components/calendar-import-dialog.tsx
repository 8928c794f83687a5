// Import an .ics file into one of the user's calendars: the file is read by the server first (a dry
// run) and the dialog lists the events it would add, those already imported, and those it cannot
// add; nothing is stored until the user confirms. A second import of the same file adds nothing.
import { useId, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import { useTranslation } from 'react-i18next'
import {
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDARS,
  type CalendarImportEvent,
  type CalendarImportResult,
  type CalendarName,
  type ErrorIssue,
} from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { UNKNOWN_ERROR, useErrorText } from '@/lib/error-text'
import { useFormat, type Format } from '@/lib/format'
import { fileLimitIssue } from '@/lib/xhr-upload'
import { useImportCalendar, usePreviewImport } from '../api'

/** Rows of the preview shown at once; the rest are counted. */
const SHOWN_EVENTS = 200

const DAY_MS = 86_400_000
const previousDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) - DAY_MS).toISOString()

/** When an event of the preview happens: its days, or its start and end in the reader's zone. */
function whenOf(event: CalendarImportEvent, format: Format): string {
  if (event.allDay) {
    // The end is the day after the last one.
    const last = previousDay(event.end).slice(0, 10)
    return last > event.start ? `${format.day(event.start)} – ${format.day(last)}` : format.day(event.start)
  }
  const sameDay = format.date(event.start) === format.date(event.end)
  return `${format.dateTime(event.start)} – ${sameDay ? format.time(event.end) : format.dateTime(event.end)}`
}

/** The reason of an error answer, or what a failure without one (no answer at all) is. */
const issueOf = (error: unknown): ErrorIssue | string =>
  (error instanceof ApiError ? error.issue : undefined) ?? UNKNOWN_ERROR

export type CalendarImportDialogProps = { onClose: () => void }

/** Mounted while open (by the page), so each opening starts without a file. */
export function CalendarImportDialog({ onClose }: CalendarImportDialogProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const errorText = useErrorText()
  const titleId = useId()
  const previewId = useId()
  const preview = usePreviewImport()
  const importing = useImportCalendar()
  const [calendar, setCalendar] = useState<CalendarName>('Business')
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<ErrorIssue | string | null>(null)
  const [result, setResult] = useState<CalendarImportResult | null>(null)
  const busy = preview.isPending || importing.isPending

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return
    setFile(chosen)
    setResult(null)
    // Size and emptiness are known before sending (the server checks again).
    const issue = fileLimitIssue(chosen, { maxBytes: CALENDAR_IMPORT_MAX_BYTES })
    setProblem(issue ?? null)
    if (issue) return
    try {
      setResult(await preview.mutateAsync({ file: chosen, calendar }))
    } catch (error) {
      setProblem(issueOf(error))
    }
  }

  const confirm = async () => {
    if (!file) return
    try {
      await importing.mutateAsync({ file, calendar })
      onClose()
    } catch (error) {
      setProblem(issueOf(error))
    }
  }

  const events = result?.events ?? []
  const calendarName = t(`calendar.calendars.${calendar}`)
  const hidden = events.length - SHOWN_EVENTS

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('calendar.import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('calendar.import.intro')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', pt: 1 }}>
          <TextField
            select
            label={t('calendar.import.calendar')}
            value={calendar}
            onChange={(event) => setCalendar(event.target.value as CalendarName)}
            disabled={busy}
            sx={{ minWidth: 180 }}
          >
            {CALENDARS.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`calendar.calendars.${name}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={busy}>
            {file ? t('calendar.import.change') : t('calendar.import.choose')}
            <input
              hidden
              type="file"
              accept=".ics,.ical,.ifb,.icalendar,text/calendar"
              onChange={(event) => {
                void choose(event.target.files?.[0])
                // The same file chosen again (after a change on disk) is read again.
                event.target.value = ''
              }}
            />
          </Button>
          {file ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
          ) : null}
        </Box>
        {preview.isPending ? (
          <Box>
            <Typography variant="body2">{t('calendar.import.reading')}</Typography>
            <LinearProgress aria-label={t('calendar.import.reading')} />
          </Box>
        ) : null}
        {problem ? <Alert severity="error">{errorText(problem)}</Alert> : null}
        {result ? (
          <>
            {events.length > 0 ? (
              <Typography id={previewId} variant="subtitle2" component="h3">
                {t('calendar.import.summary', { count: events.length, calendar: calendarName })}
              </Typography>
            ) : (
              <Alert severity="info">{t('calendar.import.nothingNew')}</Alert>
            )}
            {events.length > 0 ? (
              <List
                dense
                aria-labelledby={previewId}
                sx={{ maxHeight: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                {events.slice(0, SHOWN_EVENTS).map((event) => (
                  <ListItem key={`${event.uid}\n${event.recurrenceId}`} divider>
                    <ListItemText
                      primary={<bdi>{event.title}</bdi>}
                      secondary={[
                        whenOf(event, format),
                        event.recurrence === 'none' ? null : t(`calendar.recurrence.${event.recurrence}`),
                        event.recurrenceUntil
                          ? t('calendar.import.until', {
                              date: event.allDay
                                ? format.day(event.recurrenceUntil)
                                : format.date(event.recurrenceUntil),
                            })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
                {hidden > 0 ? (
                  <ListItem>
                    <ListItemText secondary={t('calendar.import.more', { count: hidden })} />
                  </ListItem>
                ) : null}
              </List>
            ) : null}
            {result.alreadyImported > 0 && events.length > 0 ? (
              <Alert severity="info">
                {t('calendar.import.alreadyImported', { count: result.alreadyImported })}
              </Alert>
            ) : null}
            {result.expanded.length > 0 ? (
              <Alert severity="info">
                <Typography variant="subtitle2" component="h3">
                  {t('calendar.import.expanded')}
                </Typography>
                <ul>
                  {result.expanded.map((note) => (
                    <li key={note.uid}>
                      <bdi>{note.title}</bdi>: {errorText(note.reason)}
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            {result.skipped.length > 0 ? (
              <Alert severity="warning">
                <Typography variant="subtitle2" component="h3">
                  {t('calendar.import.skipped', { count: result.skipped.length })}
                </Typography>
                <ul>
                  {result.skipped.slice(0, SHOWN_EVENTS).map((note, index) => (
                    <li key={`${note.uid}-${index}`}>
                      <bdi>{note.title || note.uid}</bdi>: {errorText(note.reason)}
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={!result || events.length === 0 || preview.isPending}
          loading={importing.isPending}
        >
          {events.length > 0
            ? t('calendar.import.confirm', { count: events.length })
            : t('calendar.import.button')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
