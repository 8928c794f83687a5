// Add or edit one event in a drawer: title, calendar, start and end, all day, guests (Aurum users),
// URL, location and description, checked with the shared schema before it is sent (the server checks again); delete
// asks for a confirmation.
import { useId, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import { useTranslation } from 'react-i18next'
import {
  CALENDAR_RECURRENCES,
  CALENDARS,
  calendarEventInputSchema,
  type CalendarEvent,
  type CalendarName,
  type CalendarRecurrence,
} from '@aurum/shared'
import { PeoplePicker } from '../../../components/people-picker'
import { useErrorText } from '../../../lib/error-text'
import { ApiError } from '../../../lib/api-client'
// Validates with safeParse, not the form resolver: the error map that writes issue codes is
// installed by this import (it used to arrive by chance with a shared chunk).
import '../../../lib/zod-error-map'
import { CALENDAR_PEOPLE_PATH, useCreateEvent, useDeleteEvent, useUpdateEvent } from '../api'

type Form = {
  title: string
  calendar: CalendarName
  start: string
  end: string
  allDay: boolean
  url: string
  location: string
  description: string
  recurrence: CalendarRecurrence
  isPublic: boolean
  /** Aurum user ids. */
  guests: number[]
}

const pad = (value: number) => String(value).padStart(2, '0')
/** A date as the local `YYYY-MM-DDTHH:mm` of a datetime-local field. */
function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
/** A date's day in the reader's calendar, `YYYY-MM-DD`: how an all-day event's days are sent. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
const toIso = (local: string) => {
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString()
}
/** An event's start or end as a date: a day (an all-day event's) is the reader's midnight of it. */
const dateOf = (time: string) => {
  if (time.length !== 10) return new Date(time)
  const [year, month, day] = time.split('-').map(Number)
  return new Date(year!, month! - 1, day!)
}

export type EventDraft = { event: CalendarEvent } | { start: Date; end: Date; allDay: boolean }

function initialForm(draft: EventDraft): Form {
  if ('event' in draft) {
    const { event } = draft
    return {
      title: event.title,
      calendar: event.extendedProps.calendar,
      start: toLocalInput(dateOf(event.start)),
      end: toLocalInput(dateOf(event.end)),
      allDay: event.allDay,
      url: event.url,
      location: event.extendedProps.location,
      description: event.extendedProps.description,
      recurrence: event.extendedProps.recurrence,
      isPublic: event.extendedProps.isPublic,
      guests: event.extendedProps.guests,
    }
  }
  return {
    title: '',
    calendar: 'Business',
    start: toLocalInput(draft.start),
    end: toLocalInput(draft.end),
    allDay: draft.allDay,
    url: '',
    location: '',
    description: '',
    recurrence: 'none',
    isPublic: false,
    guests: [],
  }
}

export type EventDrawerProps = { draft: EventDraft; onClose: () => void }

/** Mounted per draft (keyed by the page), so its form starts from the draft. */
export function EventDrawer({ draft, onClose }: EventDrawerProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const errorText = useErrorText()
  const create = useCreateEvent()
  const update = useUpdateEvent()
  const remove = useDeleteEvent()
  const [form, setForm] = useState<Form>(() => initialForm(draft))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const editing = 'event' in draft ? draft.event : null
  // An occurrence of a repeating event: change (or delete) it alone, or the whole series.
  const occurrence =
    editing?.extendedProps.recurrence !== 'none' ? (editing?.extendedProps.occurrence ?? null) : null
  const [scope, setScope] = useState<'this' | 'all'>('all')
  const onlyThis = occurrence !== null && scope === 'this'
  const [initial] = useState(form)
  const busy = create.isPending || update.isPending || remove.isPending

  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((current) => ({ ...current, [key]: value }))

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFormError(null)
    // An all-day event is sent as the days the fields show, never as instants a zone could move.
    const time = (local: string) => (form.allDay ? local.slice(0, 10) : toIso(local))
    const body = {
      title: form.title,
      start: time(form.start),
      end: time(form.end),
      allDay: form.allDay,
      url: form.url.trim(),
      extendedProps: {
        calendar: form.calendar,
        location: form.location,
        description: form.description,
        guests: form.guests,
        recurrence: form.recurrence,
        recurrenceUntil: editing?.extendedProps.recurrenceUntil ?? null,
        isPublic: form.isPublic,
      },
    }
    const parsed = calendarEventInputSchema.safeParse(body)
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const field = String(issue.path.at(-1) ?? 'form')
        found[field] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    try {
      if (editing) {
        const { start, end, ...rest } = parsed.data
        // Unchanged times are not sent: from an occurrence, they are that occurrence's, and would
        // move the whole series there. A single event made all day (or not) sends them in their new
        // kind (a series keeps its start: the server takes its day).
        const kindChanged = form.allDay !== initial.allDay && occurrence === null
        const times = {
          ...(onlyThis || kindChanged || form.start !== initial.start ? { start } : {}),
          ...(onlyThis || kindChanged || form.end !== initial.end ? { end } : {}),
        }
        await update.mutateAsync({
          id: editing.id,
          ...rest,
          ...times,
          ...(onlyThis && occurrence ? { occurrence } : {}),
        })
      } else await create.mutateAsync(parsed.data)
      onClose()
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined
      setFormError(code ? errorText(code) : t('calendar.errors.saveFailed'))
    }
  }

  const confirmDelete = async () => {
    if (!editing) return
    try {
      await remove.mutateAsync({ id: editing.id, ...(onlyThis && occurrence ? { occurrence } : {}) })
      setConfirming(false)
      onClose()
    } catch {
      setConfirming(false)
    }
  }

  const fieldError = (field: string) => (errors[field] ? errorText(errors[field]) : undefined)

  return (
    <Drawer
      anchor="right"
      open
      onClose={busy ? undefined : onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 420 } }, role: 'dialog', 'aria-labelledby': titleId },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {editing ? t('calendar.drawer.editTitle') : t('calendar.drawer.addTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')} disabled={busy}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        {occurrence ? (
          <FormControl>
            <FormLabel id={`${titleId}-scope`}>{t('calendar.scope.label')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-scope`}
              value={scope}
              onChange={(event) => setScope(event.target.value === 'this' ? 'this' : 'all')}
            >
              <FormControlLabel value="this" control={<Radio />} label={t('calendar.scope.this')} />
              <FormControlLabel value="all" control={<Radio />} label={t('calendar.scope.all')} />
            </RadioGroup>
          </FormControl>
        ) : null}
        <TextField
          label={t('calendar.fields.title')}
          value={form.title}
          onChange={(event) => set('title')(event.target.value)}
          required
          error={Boolean(errors.title)}
          helperText={fieldError('title')}
          autoFocus
        />
        <TextField
          select
          label={t('calendar.fields.calendar')}
          value={form.calendar}
          onChange={(event) => set('calendar')(event.target.value as CalendarName)}
        >
          {CALENDARS.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`calendar.calendars.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="datetime-local"
          label={t('calendar.fields.start')}
          value={form.start}
          onChange={(event) => set('start')(event.target.value)}
          error={Boolean(errors.start)}
          helperText={fieldError('start')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="datetime-local"
          label={t('calendar.fields.end')}
          value={form.end}
          onChange={(event) => set('end')(event.target.value)}
          error={Boolean(errors.end)}
          helperText={fieldError('end')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          disabled={onlyThis}
          label={t('calendar.fields.recurrence')}
          value={form.recurrence}
          onChange={(event) => set('recurrence')(event.target.value as CalendarRecurrence)}
        >
          {CALENDAR_RECURRENCES.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`calendar.recurrence.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <PeoplePicker
          lookupPath={CALENDAR_PEOPLE_PATH}
          value={form.guests}
          onChange={set('guests')}
          label={t('calendar.fields.guests')}
          noOptionsText={t('calendar.people.none')}
          loadingText={t('calendar.people.loading')}
          disabled={busy}
        />
        <FormControlLabel
          control={<Switch checked={form.allDay} onChange={(event) => set('allDay')(event.target.checked)} />}
          label={t('calendar.fields.allDay')}
        />
        <FormControlLabel
          control={
            <Switch checked={form.isPublic} onChange={(event) => set('isPublic')(event.target.checked)} />
          }
          label={t('calendar.fields.isPublic')}
        />
        <TextField
          type="url"
          label={t('calendar.fields.url')}
          value={form.url}
          onChange={(event) => set('url')(event.target.value)}
          error={Boolean(errors.url)}
          helperText={fieldError('url')}
        />
        <TextField
          label={t('calendar.fields.location')}
          value={form.location}
          onChange={(event) => set('location')(event.target.value)}
          error={Boolean(errors.location)}
          helperText={fieldError('location')}
        />
        <TextField
          label={t('calendar.fields.description')}
          value={form.description}
          onChange={(event) => set('description')(event.target.value)}
          multiline
          minRows={3}
          error={Boolean(errors.description)}
          helperText={fieldError('description')}
        />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button type="submit" variant="contained" loading={create.isPending || update.isPending}>
            {editing ? t('calendar.drawer.save') : t('calendar.drawer.add')}
          </Button>
          {editing ? (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={busy}>
              {t('calendar.drawer.delete')}
            </Button>
          ) : (
            <Button color="secondary" variant="outlined" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
          )}
        </Box>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${titleId}-confirm`}>
        <DialogTitle id={`${titleId}-confirm`}>{t('calendar.confirm.title')}</DialogTitle>
        <DialogContent>
          {onlyThis
            ? t('calendar.confirm.textOccurrence', { title: editing?.title ?? '' })
            : t('calendar.confirm.text', { title: editing?.title ?? '' })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmDelete} loading={remove.isPending}>
            {t('calendar.confirm.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Drawer>
  )
}
