// The account tab: picture (uploaded, undone or removed, kept on save), profile fields and
// preferences in one form saved with PUT /api/account, and the deactivation card below. A new email
// asks for the current password as well (the server ends the other sessions; this one stays).
import { useMemo, useRef, type ChangeEvent } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import UploadOutlined from '@mui/icons-material/UploadOutlined'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  ACCOUNT_CURRENCIES,
  ACCOUNT_LANGUAGES,
  ACCOUNT_MESSAGES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  accountUpdateSchema,
  isNewEmail,
  supportedTimeZones,
  type Account,
  type AccountUpdate,
  type AccountUpdateInput,
} from '@aurum/shared'
import { FormPasswordField } from '@/components/form-password-field'
import { FormCountryField } from '@/components/form-country-field'
import { FormSelectField, optionsOf } from '@/components/form-select-field'
import { FormSaveActions } from '@/components/form-save-actions'
import { FormTextField } from '@/components/form-text-field'
import { useNotify } from '@/components/notifications'
import { UserAvatar } from '@/components/user-avatar'
import { useFormSave } from '@/lib/form-server-errors'
import { useUpdateAccount, useUploadAvatar } from '../api'
import { dangerTextSx } from '@/components/danger-sx'
import { AccountDeactivateCard } from './account-deactivate-card'
import { useErrorText } from '@/lib/error-text'
import { useCurrencyText, useLanguageText } from './account-text'
import { zodResolver } from '@/lib/zod-resolver'
import { useFormat } from '@/lib/format'

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const

/** Two fields a row from the small breakpoint up. */
const half = { xs: 12, sm: 6 } as const

const FIELDS = [
  'fullName',
  'email',
  'company',
  'contact',
  'country',
  'language',
  'avatar',
  'address',
  'state',
  'zipCode',
  'timezone',
  'currency',
  'currentPassword',
] as const satisfies readonly (keyof AccountUpdateInput)[]

/** The shared schema, plus what only the form knows: a new email needs the current password. */
function profileSchemaFor(savedEmail: string) {
  return accountUpdateSchema.superRefine((values, context) => {
    if (isNewEmail(savedEmail, values.email) && !values.currentPassword) {
      context.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: ACCOUNT_MESSAGES.emailNeedsPassword,
      })
    }
  })
}

function formValuesOf(account: Account): AccountUpdateInput {
  const { fullName, email, company, contact, country, language, avatar, preferences } = account
  return {
    fullName,
    email,
    company,
    contact,
    country,
    // A language stored outside the list (older data) stays shown; saving asks for one of the list.
    language: language as AccountUpdateInput['language'],
    avatar,
    address: preferences.address,
    state: preferences.state,
    zipCode: preferences.zipCode,
    timezone: preferences.timezone,
    currency: preferences.currency as AccountUpdateInput['currency'],
    currentPassword: '',
  }
}

export function AccountProfileTab({ account }: { account: Account }) {
  const { t } = useTranslation()
  const format = useFormat()
  const notify = useNotify()
  const errorText = useErrorText()
  const languageText = useLanguageText()
  const currencyText = useCurrencyText()
  const update = useUpdateAccount()
  const upload = useUploadAvatar()
  const fileInput = useRef<HTMLInputElement>(null)
  const saved = useMemo(() => formValuesOf(account), [account])
  const schema = useMemo(() => profileSchemaFor(saved.email), [saved.email])
  const { control, handleSubmit, reset, setError, setValue, formState } = useForm<
    AccountUpdateInput,
    unknown,
    AccountUpdate
  >({
    resolver: zodResolver(schema),
    values: saved,
  })
  const avatar = useWatch({ control, name: 'avatar' })
  const fullName = useWatch({ control, name: 'fullName' })
  const email = useWatch({ control, name: 'email' })
  const emailChanges = isNewEmail(saved.email, email ?? '')
  const timeZones = useMemo(() => {
    const zones = supportedTimeZones()
    return zones.includes(saved.timezone) ? zones : [saved.timezone, ...zones]
  }, [saved.timezone])
  const languages: string[] = (ACCOUNT_LANGUAGES as readonly string[]).includes(saved.language)
    ? [...ACCOUNT_LANGUAGES]
    : [saved.language, ...ACCOUNT_LANGUAGES]

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      notify(t('account.profile.photoWrongType'), 'error')
      return
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      notify(t('account.profile.photoTooLarge', { limit: format.fileSize(UPLOAD_MAX_BYTES) }), 'error')
      return
    }
    try {
      const { url } = await upload.mutateAsync(file)
      setValue('avatar', url, { shouldDirty: true })
      notify(t('account.profile.photoUploaded'), 'info')
    } catch {
      notify(t('account.profile.photoFailed'), 'error')
    }
  }

  const { trySave } = useFormSave(setError, FIELDS, { report: (message) => notify(message, 'error') })
  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    const newEmail = isNewEmail(saved.email, values.email)
    await trySave(async () => {
      // The password goes only with a new email: it is not kept in the form's saved values either.
      await update.mutateAsync(newEmail ? { ...values, currentPassword } : values)
    })
  })

  const textField = (
    name: (typeof FIELDS)[number],
    props: Pick<TextFieldProps, 'type' | 'autoComplete' | 'required'>,
  ) => (
    <Grid key={name} size={half}>
      <FormTextField
        control={control}
        name={name}
        label={t(`account.fields.${name}`)}
        {...props}
        fullWidth
        errorText={errorText}
      />
    </Grid>
  )

  return (
    <Stack spacing={3}>
      <Card component="form" noValidate onSubmit={onSubmit} aria-labelledby="account-profile-title">
        <CardHeader id="account-profile-title" title={t('account.profile.title')} slotProps={cardTitle} />
        <CardContent sx={{ pt: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
            <UserAvatar name={fullName || account.fullName} src={avatar} size={100} rounded />
            <Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
                <Button
                  variant="contained"
                  startIcon={<UploadOutlined />}
                  loading={upload.isPending}
                  onClick={() => fileInput.current?.click()}
                >
                  {t('account.profile.uploadPhoto')}
                </Button>
                {/* Opened by the button above: a control inside a button would be two in one (axe). */}
                <input
                  ref={fileInput}
                  type="file"
                  accept={UPLOAD_IMAGE_TYPES.join(',')}
                  onChange={(event) => void onFileChosen(event)}
                  tabIndex={-1}
                  aria-hidden
                  hidden
                  data-testid="account-photo-input"
                />
                <Button
                  variant="outlined"
                  color="secondary"
                  disabled={avatar === saved.avatar}
                  onClick={() => setValue('avatar', saved.avatar, { shouldDirty: true })}
                >
                  {t('account.profile.resetPhoto')}
                </Button>
                <Button
                  variant="text"
                  color="error"
                  sx={dangerTextSx}
                  disabled={avatar === null}
                  onClick={() => setValue('avatar', null, { shouldDirty: true })}
                >
                  {t('account.profile.removePhoto')}
                </Button>
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('account.profile.photoHint', { limit: format.fileSize(UPLOAD_MAX_BYTES) })}
              </Typography>
              {avatar !== saved.avatar ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {t('account.profile.photoUnsaved')}
                </Typography>
              ) : null}
            </Box>
          </Box>
        </CardContent>
        <Divider />
        <CardContent>
          <Grid container spacing={2.5}>
            {textField('fullName', { autoComplete: 'name', required: true })}
            {textField('email', { type: 'email', autoComplete: 'email', required: true })}
            {emailChanges ? (
              <Grid size={half}>
                <FormPasswordField
                  control={control}
                  name="currentPassword"
                  label={t('account.fields.currentPassword')}
                  autoComplete="current-password"
                  required
                  helperText={t('account.profile.emailPasswordHint')}
                  errorText={errorText}
                />
              </Grid>
            ) : null}
            {textField('company', { autoComplete: 'organization' })}
            {textField('contact', { type: 'tel', autoComplete: 'tel' })}
            {textField('address', { autoComplete: 'street-address' })}
            {textField('state', { autoComplete: 'address-level1' })}
            {textField('zipCode', { autoComplete: 'postal-code' })}
            <Grid size={half}>
              <FormCountryField
                control={control}
                name="country"
                label={t('account.fields.country')}
                errorText={errorText}
              />
            </Grid>
            <Grid size={half}>
              <FormSelectField
                control={control}
                name="language"
                label={t('account.fields.language')}
                options={optionsOf(languages, languageText)}
                fullWidth
                errorText={errorText}
              />
            </Grid>
            <Grid size={half}>
              <Controller
                control={control}
                name="timezone"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    options={timeZones}
                    value={field.value}
                    disableClearable
                    onChange={(_event, value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    getOptionLabel={(zone) => zone.replaceAll('_', ' ')}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={field.ref}
                        label={t('account.fields.timezone')}
                        error={Boolean(fieldState.error)}
                        helperText={
                          fieldState.error?.message ? errorText(fieldState.error.message) : undefined
                        }
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={half}>
              <FormSelectField
                control={control}
                name="currency"
                label={t('account.fields.currency')}
                options={optionsOf(ACCOUNT_CURRENCIES, currencyText)}
                fullWidth
                errorText={errorText}
              />
            </Grid>
          </Grid>
          <FormSaveActions
            formState={formState}
            onDiscard={() => reset(saved)}
            discardLabel={t('account.discard')}
          />
        </CardContent>
      </Card>
      <AccountDeactivateCard />
    </Stack>
  )
}
