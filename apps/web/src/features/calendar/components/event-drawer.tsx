// Add or edit one event in a drawer: title, calendar, start and end, all day, guests (Aurum users),
// URL, location and description, checked with the shared schema before it is sent (the server checks again); delete
// asks for a confirmation.
import { useId, useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Switch from '@mui/material/Switch'
import { Controller, useForm, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  CALENDAR_RECURRENCES,
  CALENDARS,
  calendarEventInputSchema,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarName,
  type CalendarRecurrence,
} from '@aurum/shared'
import { FormDrawer, FormDrawerForm } from '@/components/form-drawer'
import { FormTextField } from '@/components/form-text-field'
import { PeoplePicker } from '@/components/people-picker'
import { bodyResolver } from '@/lib/body-resolver'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
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

/** The fields the server may name in a refusal (`extendedProps.guests` is under `guests`). */
const FIELDS = [
  'title',
  'start',
  'end',
  'allDay',
  'url',
  'calendar',
  'location',
  'description',
  'guests',
  'recurrence',
  'isPublic',
] as const

/** The request the fields make: an all-day event is sent as the days the fields show, never as instants a zone could move. */
function toBody(form: Form, recurrenceUntil: string | null) {
  const time = (local: string) => (form.allDay ? local.slice(0, 10) : toIso(local))
  return {
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
      recurrenceUntil,
      isPublic: form.isPublic,
    },
  }
}

export type EventDrawerProps = { draft: EventDraft; onClose: () => void }

/** Mounted per draft (keyed by the page), so its form starts from the draft. */
export function EventDrawer({ draft, onClose }: EventDrawerProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const create = useCreateEvent()
  const update = useUpdateEvent()
  const remove = useDeleteEvent()
  const editing = 'event' in draft ? draft.event : null
  const [initial] = useState(() => initialForm(draft))
  const [resolver] = useState(() =>
    bodyResolver<Form, CalendarEventInput>(calendarEventInputSchema, (form) =>
      toBody(form, editing?.extendedProps.recurrenceUntil ?? null),
    ),
  )
  const { control, handleSubmit, setError, getValues, formState } = useForm<
    Form,
    unknown,
    CalendarEventInput
  >({
    resolver,
    defaultValues: initial,
  })
  const [formError, setFormError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const confirmId = useId()
  // An occurrence of a repeating event: change (or delete) it alone, or the whole series.
  const occurrence =
    editing?.extendedProps.recurrence !== 'none' ? (editing?.extendedProps.occurrence ?? null) : null
  const [scope, setScope] = useState<'this' | 'all'>('all')
  const onlyThis = occurrence !== null && scope === 'this'
  const saving = create.isPending || update.isPending
  const busy = saving || remove.isPending

  const submit = handleSubmit(async (body) => {
    setFormError(null)
    try {
      if (editing) {
        const form = getValues()
        const { start, end, ...rest } = body
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
      } else await create.mutateAsync(body)
      onClose()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, FIELDS, 'extendedProps.')
      if (!outcome.placed)
        setFormError(outcome.issue ? errorText(outcome.issue) : t('calendar.errors.saveFailed'))
    }
  })

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

  const rootError = formState.errors.root?.message
  return (
    <FormDrawer open onClose={onClose} locked={busy}>
      <FormDrawerForm
        title={editing ? t('calendar.drawer.editTitle') : t('calendar.drawer.addTitle')}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={editing ? t('calendar.drawer.save') : t('calendar.drawer.add')}
        submitting={saving}
        busy={busy}
        error={formError ?? (rootError ? errorText(rootError) : null)}
        secondaryAction={
          editing ? (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={busy}>
              {t('calendar.drawer.delete')}
            </Button>
          ) : undefined
        }
      >
        {occurrence ? <EventScopeField scope={scope} onChange={setScope} /> : null}
        <EventFields control={control} busy={busy} onlyThis={onlyThis} />
      </FormDrawerForm>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={confirmId}>
        <DialogTitle id={confirmId}>{t('calendar.confirm.title')}</DialogTitle>
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
    </FormDrawer>
  )
}

/** Whether a change of one occurrence of a repeating event applies to it alone or to the series. */
function EventScopeField({
  scope,
  onChange,
}: {
  scope: 'this' | 'all'
  onChange: (scope: 'this' | 'all') => void
}) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('calendar.scope.label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={scope}
        onChange={(event) => onChange(event.target.value === 'this' ? 'this' : 'all')}
      >
        <FormControlLabel value="this" control={<Radio />} label={t('calendar.scope.this')} />
        <FormControlLabel value="all" control={<Radio />} label={t('calendar.scope.all')} />
      </RadioGroup>
    </FormControl>
  )
}

function EventSwitch({
  control,
  name,
  label,
}: {
  control: Control<Form, unknown, CalendarEventInput>
  name: 'allDay' | 'isPublic'
  label: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              inputRef={field.ref}
            />
          }
          label={label}
        />
      )}
    />
  )
}

function EventFields({
  control,
  busy,
  onlyThis,
}: {
  control: Control<Form, unknown, CalendarEventInput>
  busy: boolean
  /** One occurrence is changed alone: it cannot repeat. */
  onlyThis: boolean
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const dateTime = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const
  return (
    <>
      <FormTextField
        control={control}
        name="title"
        label={t('calendar.fields.title')}
        required
        autoFocus
        errorText={errorText}
      />
      <FormTextField
        control={control}
        name="calendar"
        select
        label={t('calendar.fields.calendar')}
        errorText={errorText}
      >
        {CALENDARS.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`calendar.calendars.${name}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="start"
        label={t('calendar.fields.start')}
        errorText={errorText}
        {...dateTime}
      />
      <FormTextField
        control={control}
        name="end"
        label={t('calendar.fields.end')}
        errorText={errorText}
        {...dateTime}
      />
      <FormTextField
        control={control}
        name="recurrence"
        select
        disabled={onlyThis}
        label={t('calendar.fields.recurrence')}
        errorText={errorText}
      >
        {CALENDAR_RECURRENCES.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`calendar.recurrence.${name}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <Controller
        control={control}
        name="guests"
        render={({ field, fieldState }) => (
          <PeoplePicker
            error={errorText(fieldState.error?.message)}
            lookupPath={CALENDAR_PEOPLE_PATH}
            value={field.value}
            onChange={field.onChange}
            label={t('calendar.fields.guests')}
            noOptionsText={t('calendar.people.none')}
            loadingText={t('calendar.people.loading')}
            disabled={busy}
          />
        )}
      />
      <EventSwitch control={control} name="allDay" label={t('calendar.fields.allDay')} />
      <EventSwitch control={control} name="isPublic" label={t('calendar.fields.isPublic')} />
      <FormTextField
        control={control}
        name="url"
        type="url"
        label={t('calendar.fields.url')}
        errorText={errorText}
      />
      <FormTextField
        control={control}
        name="location"
        label={t('calendar.fields.location')}
        errorText={errorText}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('calendar.fields.description')}
        multiline
        minRows={3}
        errorText={errorText}
      />
    </>
  )
}
