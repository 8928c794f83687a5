// The wizard kit: one react-hook-form over every step's section, the stepper, Back and Next, the
// review step and the submit. Next validates only the shown step's section (its zod step schema,
// part of the wizard's whole schema); Back keeps what was typed. The draft ({ step, data }) goes to
// the server a moment after typing stops and at each Next, and the wizard opens where the draft
// left off, after a reload or on another device. Submit validates the whole schema here, and the
// server validates it again; its field errors come back under their fields, on their step.
import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { encodeIssue, type ErrorIssue, type WizardDraft, type WizardId } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { useSaveWizardDraft, useWizardDraft } from '../api'
import { WizardStepper, type WizardStepperVariant } from './wizard-stepper'

/** How long typing must pause before the draft is saved. */
const DRAFT_SAVE_DELAY_MS = 800

export type WizardStepDefinition<V extends FieldValues, O> = {
  /** The section of the values this step fills (a key of the wizard's whole schema). */
  key: Extract<keyof V, string>
  icon: ReactElement
  render: (form: UseFormReturn<V, unknown, O>) => ReactNode
}

export type WizardFormProps<V extends FieldValues, O, R> = {
  wizard: WizardId
  /** The i18n prefix of the wizard's strings: `<prefix>.steps.<key>.title` and `.subtitle`. */
  prefix: string
  variant: WizardStepperVariant
  /** zodResolver of the wizard's whole schema (built where its types are known). */
  resolver: Resolver<V, unknown, O>
  defaults: V
  steps: readonly WizardStepDefinition<V, O>[]
  renderReview: (values: V) => ReactNode
  /** What of the values a draft keeps (secrets left out); all of them by default. */
  toDraft?: (values: V) => Record<string, unknown>
  onSubmit: (values: O) => Promise<R>
  renderDone: (result: R, startOver: () => void) => ReactNode
  /**
   * Editing a stored row: the wizard opens on its values, keeps no draft (the new row's draft stays
   * as it was), and submits as "save changes"; cancel leaves the edit.
   */
  editing?: { values: V; title: string; onCancel: () => void }
}

/** Arrows point the way the page reads: mirrored in right to left. */
const flipInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const

type DraftStatus = 'idle' | 'saving' | 'saved' | 'error'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The defaults with each section's saved fields over them (a draft from an older form keeps what fits). */
export function mergeDraft<V extends FieldValues>(defaults: V, data: Record<string, unknown> | undefined): V {
  if (!data) return defaults
  const merged: Record<string, unknown> = { ...defaults }
  for (const [key, value] of Object.entries(defaults)) {
    const saved = data[key]
    if (isPlainObject(value) && isPlainObject(saved)) {
      const section: Record<string, unknown> = { ...value }
      for (const field of Object.keys(value)) if (field in saved) section[field] = saved[field]
      merged[key] = section
    }
  }
  return merged as V
}

/** A wizard's submit: a new row, or the edited row saved and the edit left. */
export function createOrUpdate<V, R>(
  create: (values: V) => Promise<R>,
  update: (id: number, values: V) => Promise<R>,
  edited: { id: number } | undefined,
  onEdited?: () => void,
): (values: V) => Promise<R> {
  return async (values) => {
    if (!edited) return create(values)
    const saved = await update(edited.id, values)
    onEdited?.()
    return saved
  }
}

export function WizardForm<V extends FieldValues, O, R>(props: WizardFormProps<V, O, R>) {
  const { t } = useTranslation()
  const draft = useWizardDraft(props.wizard, !props.editing)
  // Each start (the first, and each "start over") is a fresh form.
  const [round, setRound] = useState(0)
  if (props.editing) return <WizardFormBody {...props} draft={null} onStartOver={props.editing.onCancel} />
  if (draft.isPending)
    return (
      <Card>
        <CardContent sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label={t('wizards.kit.loading')} />
        </CardContent>
      </Card>
    )
  return (
    <WizardFormBody
      key={round}
      {...props}
      draft={round === 0 ? (draft.data ?? null) : null}
      onStartOver={() => setRound((value) => value + 1)}
    />
  )
}

function WizardFormBody<V extends FieldValues, O, R>({
  wizard,
  prefix,
  variant,
  resolver,
  defaults,
  steps,
  renderReview,
  toDraft,
  onSubmit,
  renderDone,
  editing,
  draft,
  onStartOver,
}: WizardFormProps<V, O, R> & { draft: WizardDraft | null; onStartOver: () => void }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const reviewIndex = steps.length
  const [active, setActive] = useState(() => Math.min(Math.max(draft?.step ?? 0, 0), reviewIndex))
  const [status, setStatus] = useState<DraftStatus>('idle')
  const [done, setDone] = useState<{ result: R } | null>(null)
  const [failure, setFailure] = useState<ErrorIssue | null>(null)
  const form = useForm<V, unknown, O>({
    resolver,
    defaultValues: (editing ? editing.values : mergeDraft(defaults, draft?.data)) as DefaultValues<V>,
    mode: 'onTouched',
  })
  const saveDraft = useSaveWizardDraft(wizard)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const activeRef = useRef(active)
  const finished = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  /** The number of the latest save: only its answer may say "saved". */
  const saveNumber = useRef(0)
  /** Typed since the last save began (the timer is running). */
  const unsaved = useRef(false)

  const save = useCallback(
    (step: number) => {
      clearTimeout(timer.current)
      unsaved.current = false
      if (finished.current || editing) return
      const values = form.getValues()
      const number = ++saveNumber.current
      setStatus('saving')
      saveDraft.mutate(
        { step, data: toDraft ? toDraft(values) : values },
        {
          onSuccess: () => {
            if (number === saveNumber.current && !unsaved.current) setStatus('saved')
          },
          onError: () => {
            if (number === saveNumber.current) setStatus('error')
          },
        },
      )
    },
    // saveDraft.mutate is stable; the rest are the wizard's definition.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, toDraft],
  )

  useEffect(() => {
    if (editing) return
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer.current)
        // "Draft saved" would be untrue until this change is saved too.
        unsaved.current = true
        setStatus('saving')
        timer.current = setTimeout(() => save(activeRef.current), DRAFT_SAVE_DELAY_MS)
      },
    })
    return () => {
      unsubscribe()
      clearTimeout(timer.current)
    }
  }, [form, save, editing])

  useEffect(() => {
    activeRef.current = active
    // Focus follows the step, so a keyboard or screen-reader user starts at its title.
    if (moved.current) heading.current?.focus()
  }, [active])

  const goTo = (step: number) => {
    moved.current = true
    setFailure(null)
    setActive(step)
  }

  const next = async () => {
    const step = steps[active]
    if (!step) return
    if (!(await form.trigger(step.key as string as Path<V>, { shouldFocus: true }))) return
    goTo(active + 1)
    save(active + 1)
  }

  /** The first step holding an error, for a submit refused here or by the server. */
  const stepOf = (field: string) => {
    const index = steps.findIndex((step) => field === step.key || field.startsWith(`${step.key}.`))
    return index < 0 ? reviewIndex : index
  }

  const submitValid = async (values: O) => {
    setFailure(null)
    clearTimeout(timer.current)
    try {
      const result = await onSubmit(values)
      finished.current = true
      setDone({ result })
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure({ code: 'unknown' })
        return
      }
      const fields = Object.entries(error.fieldCodes)
      for (const [field, reasons] of fields) {
        const reason = reasons[0]
        if (reason)
          form.setError(field as Path<V>, {
            type: 'server',
            message: encodeIssue(reason.code, reason.params),
          })
      }
      const first = fields[0]?.[0]
      if (first && stepOf(first) < reviewIndex) goTo(stepOf(first))
      else setFailure(error.issue ?? { code: 'unknown' })
    }
  }

  const submitInvalid = (errors: FieldErrors<V>) => {
    const first = steps.findIndex((step) => errors[step.key])
    if (first >= 0) {
      goTo(first)
      // The fields exist again once their step is shown.
      setTimeout(() => void form.trigger(steps[first]!.key as string as Path<V>, { shouldFocus: true }), 0)
    }
  }

  if (done) return <Card>{renderDone(done.result, onStartOver)}</Card>

  const stepperSteps = [
    ...steps.map((step) => ({
      key: step.key,
      icon: step.icon,
      title: t(`${prefix}.steps.${step.key}.title`),
      subtitle: t(`${prefix}.steps.${step.key}.subtitle`),
    })),
    {
      key: 'review',
      icon: <FactCheckOutlined />,
      title: t('wizards.kit.review.title'),
      subtitle: t('wizards.kit.review.subtitle'),
    },
  ]
  const current = stepperSteps[active]!
  const statusText =
    status === 'saving'
      ? t('wizards.kit.draft.saving')
      : status === 'saved'
        ? t('wizards.kit.draft.saved')
        : status === 'error'
          ? t('wizards.kit.draft.error')
          : draft
            ? t('wizards.kit.draft.resumed')
            : ''

  return (
    <Card>
      {editing ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={editing.onCancel}>
              {t('wizards.kit.cancelEdit')}
            </Button>
          }
          sx={{ borderRadius: 0 }}
        >
          {t(`${prefix}.editing`, { title: editing.title })}
        </Alert>
      ) : null}
      <CardContent>
        <WizardStepper steps={stepperSteps} active={active} variant={variant} />
      </CardContent>
      <Divider />
      <CardContent
        component="form"
        noValidate
        aria-label={t(`${prefix}.formLabel`)}
        onSubmit={(event) => {
          event.preventDefault()
          if (active < reviewIndex) void next()
          else void form.handleSubmit(submitValid, submitInvalid)(event)
        }}
      >
        <Box sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
            {current.title}
          </Typography>
          <Typography color="text.secondary">
            {t('wizards.kit.stepOf', { step: active + 1, total: stepperSteps.length })} · {current.subtitle}
          </Typography>
        </Box>
        {active < reviewIndex ? steps[active]!.render(form) : renderReview(form.getValues())}
        {failure ? (
          <Alert severity="error" sx={{ mt: 3 }}>
            {errorText(failure)}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 4 }}>
          <Button
            variant="outlined"
            color="secondary"
            disabled={active === 0}
            onClick={() => goTo(active - 1)}
            startIcon={<ChevronLeft sx={flipInRtl} />}
          >
            {t('wizards.kit.back')}
          </Button>
          <Typography
            role="status"
            variant="body2"
            color="text.secondary"
            sx={{ flex: '1 1 auto', textAlign: 'center' }}
          >
            {statusText}
          </Typography>
          {active < reviewIndex ? (
            <Button type="submit" variant="contained" endIcon={<ChevronRight sx={flipInRtl} />}>
              {t('wizards.kit.next')}
            </Button>
          ) : (
            <Button type="submit" variant="contained" color="success" disabled={form.formState.isSubmitting}>
              {t(editing ? 'wizards.kit.saveChanges' : 'wizards.kit.submit')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  )
}
