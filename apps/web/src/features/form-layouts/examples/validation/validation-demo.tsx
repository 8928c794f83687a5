// Every kind of rule on one form (the shared formValidationDemoSchema): required, lengths, a pattern,
// an email, a number range, password rules and their confirmation, dates in order, terms to accept,
// and a username checked against the server as the user types (debounced; a check typed past is
// cancelled). On submit with errors, focus goes to the first one and a live region counts them;
// a valid form goes to the server, which checks it again and may name fields of its own.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Grid from '@mui/material/Grid'
import InputAdornment from '@mui/material/InputAdornment'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  AGE_MAX,
  AGE_MIN,
  BIO_MAX,
  COMMON_MESSAGES,
  demoUsernameSchema,
  formValidationDemoSchema,
  type FormValidationDemo,
  type FormValidationDemoInput,
  type FormValidationDemoResult,
  type UsernameAvailability,
} from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { useNotify } from '@/components/notifications'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { zodResolver } from '@/lib/zod-resolver'
import {
  formKeys,
  usernameAvailabilityOptions,
  useSubmitValidationDemo,
  useUsernameAvailability,
} from '@/features/form-layouts/api'
import { useDebouncedValue } from '@/features/form-layouts/use-debounced-value'

const FIELDS = [
  'fullName',
  'username',
  'email',
  'age',
  'bio',
  'password',
  'confirmPassword',
  'startDate',
  'endDate',
  'acceptTerms',
] as const

const EMPTY: FormValidationDemoInput = {
  fullName: '',
  username: '',
  email: '',
  age: '',
  bio: '',
  password: '',
  confirmPassword: '',
  startDate: '',
  endDate: '',
  acceptTerms: false,
}

const USERNAME_CHECK_DELAY = 400

const isCheckable = (username: string) => demoUsernameSchema.safeParse(username).success

export function ValidationDemo() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const submit = useSubmitValidationDemo()
  const [saved, setSaved] = useState<FormValidationDemoResult | null>(null)
  const termsHelpId = useId()

  // The schema's rules, then the server's last word on the username (from the check's cache): a
  // taken name blocks the submit like any other rule and clears once the user types another.
  const resolver = useMemo<Resolver<FormValidationDemoInput, unknown, FormValidationDemo>>(() => {
    const schemaResolver = zodResolver(formValidationDemoSchema)
    return async (values, context, options) => {
      const result = await schemaResolver(values, context, options)
      const username = values.username.trim()
      const known = queryClient.getQueryData<UsernameAvailability>(formKeys.usernameAvailability(username))
      if (result.errors.username || known?.available !== false) return result
      return {
        values: {},
        errors: { ...result.errors, username: { type: 'taken', message: COMMON_MESSAGES.usernameTaken } },
      }
    }
  }, [queryClient])

  const { control, handleSubmit, getValues, getFieldState, setError, trigger, reset, formState } = useForm<
    FormValidationDemoInput,
    unknown,
    FormValidationDemo
  >({ resolver, defaultValues: EMPTY, mode: 'onTouched' })

  const username = useWatch({ control, name: 'username' }).trim()
  const settledUsername = useDebouncedValue(username, USERNAME_CHECK_DELAY)
  const checkable = settledUsername === username && isCheckable(settledUsername)
  const check = useUsernameAvailability(settledUsername, checkable)
  const usernameDirty = Boolean(formState.dirtyFields.username)

  // Shows (or clears) "taken" as soon as the answer for what is typed arrives; a "free" answer
  // leaves other errors alone (the server's, after a submit, stays until the user edits).
  useEffect(() => {
    if (!check.data || !usernameDirty) return
    if (!check.data.available || getFieldState('username').error?.type === 'taken') void trigger('username')
  }, [check.data, usernameDirty, trigger, getFieldState])

  // Cross-field rules live on the second field: editing the first re-checks it once the user has
  // been there (or submitted), so fixing either side clears the error.
  const [password, startDate] = useWatch({ control, name: ['password', 'startDate'] })
  const { submitCount, touchedFields } = formState
  useEffect(() => {
    if (submitCount > 0 || touchedFields.confirmPassword) void trigger('confirmPassword')
  }, [password, submitCount, touchedFields.confirmPassword, trigger])
  useEffect(() => {
    if (submitCount > 0 || touchedFields.endDate) void trigger('endDate')
  }, [startDate, submitCount, touchedFields.endDate, trigger])

  const onValid = async (values: FormValidationDemo) => {
    try {
      const result = await submit.mutateAsync(values)
      setSaved(result)
      notify(t('formLayouts.validation.saved', { name: result.fullName }))
      reset(EMPTY)
    } catch (error) {
      const outcome = applyServerErrors(error, setError, FIELDS)
      if (!outcome.placed)
        notify(outcome.issue ? errorText(outcome.issue) : t('formLayouts.saveFailed'), 'error')
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaved(null)
    // The answer for the name as typed, before the rules run: a submit right after typing waits for it.
    const typed = getValues('username').trim()
    if (isCheckable(typed))
      await queryClient.fetchQuery(usernameAvailabilityOptions(typed)).catch(() => undefined)
    await handleSubmit(onValid)()
  }

  const errorCount = Object.keys(formState.errors).length
  const summary =
    formState.submitCount > 0 && errorCount > 0
      ? t('formLayouts.validation.summary', { count: errorCount })
      : ''

  const usernameHint = (() => {
    if (!checkable || !username) return t('formLayouts.validation.usernameHint')
    if (check.isFetching) return t('formLayouts.validation.checking')
    if (check.data?.available) return t('formLayouts.validation.usernameFree')
    return t('formLayouts.validation.usernameHint')
  })()

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Box
        role="status"
        aria-live="polite"
        aria-atomic="true"
        sx={{
          mb: summary ? 2 : 0,
          typography: 'body2',
          fontWeight: 600,
          color: (theme) => theme.palette.tonal.error.text,
        }}
      >
        {summary}
      </Box>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="fullName"
            label={t('formLayouts.fields.fullName')}
            autoComplete="name"
            required
            fullWidth
            errorText={errorText}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="username"
            label={t('formLayouts.fields.username')}
            autoComplete="off"
            required
            fullWidth
            errorText={errorText}
            helperText={usernameHint}
            slotProps={{
              input: {
                endAdornment: check.isFetching ? (
                  <InputAdornment position="end">
                    <CircularProgress size={18} aria-hidden />
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('formLayouts.fields.email')}
            autoComplete="email"
            required
            fullWidth
            errorText={errorText}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="age"
            label={t('formLayouts.fields.age')}
            inputMode="numeric"
            required
            fullWidth
            errorText={errorText}
            helperText={t('formLayouts.validation.ageHint', { min: AGE_MIN, max: AGE_MAX })}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="bio"
            label={t('formLayouts.fields.bio')}
            multiline
            minRows={2}
            fullWidth
            errorText={errorText}
            helperText={t('formLayouts.validation.bioHint', { max: BIO_MAX })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="password"
            type="password"
            label={t('formLayouts.fields.password')}
            autoComplete="new-password"
            required
            fullWidth
            errorText={errorText}
            helperText={t('formLayouts.validation.passwordHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="confirmPassword"
            type="password"
            label={t('formLayouts.fields.confirmPassword')}
            autoComplete="new-password"
            required
            fullWidth
            errorText={errorText}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="startDate"
            type="date"
            label={t('formLayouts.fields.startDate')}
            required
            fullWidth
            errorText={errorText}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="endDate"
            type="date"
            label={t('formLayouts.fields.endDate')}
            required
            fullWidth
            errorText={errorText}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required>
                <FormControlLabel
                  label={t('formLayouts.fields.acceptTerms')}
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      slotProps={{
                        input: {
                          'aria-invalid': Boolean(fieldState.error),
                          'aria-describedby': fieldState.error ? termsHelpId : undefined,
                        },
                      }}
                    />
                  }
                />
                {fieldState.error?.message ? (
                  <FormHelperText id={termsHelpId}>{errorText(fieldState.error.message)}</FormHelperText>
                ) : null}
              </FormControl>
            )}
          />
        </Grid>
        <Grid size={12} sx={{ display: 'flex', gap: 2 }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('formLayouts.submit')}
          </Button>
          <Button type="button" variant="outlined" color="secondary" onClick={() => reset(EMPTY)}>
            {t('formLayouts.reset')}
          </Button>
        </Grid>
      </Grid>
      {saved ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" component="h3">
            {t('formLayouts.validation.serverAnswer')}
          </Typography>
          <Box
            component="pre"
            dir="ltr"
            sx={{ typography: 'body2', fontFamily: 'monospace', whiteSpace: 'pre-wrap', m: 0 }}
          >
            {JSON.stringify(saved, null, 2)}
          </Box>
        </Box>
      ) : null}
    </Box>
  )
}
