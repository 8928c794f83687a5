// The billing & plans tab of the user page: the plan with its upgrade dialog, and the billing
// address saved through the user's settings (PUT /api/apps/users/:id/settings { billing }).
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  accountBillingSchema,
  storedBillingSchema,
  type AccountBilling,
  type AccountBillingInput,
  type UserDetail,
  type UserSettings,
} from '@aurum/shared'
import { FormCountryField } from '@/components/form-country-field'
import { FormSaveActions } from '@/components/form-save-actions'
import { FormTextField } from '@/components/form-text-field'
import { useNotify } from '@/components/notifications'
import { ErrorState } from '@/components/state-views'
import { useErrorText } from '@/lib/error-text'
import { useFormSave } from '@/lib/form-server-errors'
import { useUpdateUserSettings, useUserSettings } from '../api'
import { UserPlanCard } from './user-plan-card'
import { zodResolver } from '@/lib/zod-resolver'

/** The billing address's fields, as the shared schema lists them (where server errors are placed). */
const BILLING_FIELDS = storedBillingSchema.keyof().options

function billingValues(user: UserDetail, billing: UserSettings['billing']): AccountBillingInput {
  // Nothing saved yet: start from what the user's record already says.
  return (
    billing ?? {
      companyName: user.company,
      billingEmail: user.email,
      taxId: user.taxId,
      vatNumber: '',
      mobile: user.contact,
      country: user.country,
      address: '',
      state: '',
      zipCode: '',
    }
  )
}

function UserBillingForm({
  user,
  billing,
  canUpdate,
}: {
  user: UserDetail
  billing: UserSettings['billing']
  canUpdate: boolean
}) {
  const { t } = useTranslation()
  const notify = useNotify()
  const errorText = useErrorText()
  const update = useUpdateUserSettings(user.id, { success: 'users.billing.done' })
  const { control, handleSubmit, reset, setError, formState } = useForm<
    AccountBillingInput,
    unknown,
    AccountBilling
  >({
    resolver: zodResolver(accountBillingSchema),
    defaultValues: billingValues(user, billing),
  })
  const { trySave } = useFormSave(setError, BILLING_FIELDS, {
    report: (message) => notify(message, 'error'),
    bodyPrefix: 'billing.',
  })
  const onSubmit = handleSubmit(async (values) => {
    await trySave(async () => {
      const saved = await update.mutateAsync({ billing: values })
      reset(billingValues(user, saved.billing))
    })
  })
  const field = (
    name: (typeof BILLING_FIELDS)[number],
    extra: { type?: string; required?: boolean } = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`users.billing.${name}`)}
      errorText={errorText}
      disabled={!canUpdate}
      autoComplete="off"
      {...extra}
    />
  )
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('users.billing.addressTitle')}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('companyName')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('billingEmail', { type: 'email', required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('taxId')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('vatNumber')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('mobile', { type: 'tel' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCountryField
            control={control}
            name="country"
            label={t('users.billing.country')}
            errorText={errorText}
            disabled={!canUpdate}
          />
        </Grid>
        <Grid size={12}>{field('address')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('state')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('zipCode')}</Grid>
      </Grid>
      {canUpdate ? (
        <FormSaveActions
          formState={formState}
          onDiscard={() => reset()}
          discardLabel={t('users.billing.discard')}
        />
      ) : null}
    </Box>
  )
}

export function UserBillingTab({ user, canUpdate }: { user: UserDetail; canUpdate: boolean }) {
  const { t } = useTranslation()
  const settings = useUserSettings(user.id)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <UserPlanCard user={user} canUpdate={canUpdate} />
      <Card>
        <CardHeader
          title={t('users.billing.addressTitle')}
          subheader={t('users.billing.addressText')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          {settings.isError ? (
            <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
          ) : null}
          {settings.isPending ? <Skeleton variant="rounded" height={280} /> : null}
          {settings.data ? (
            <UserBillingForm user={user} billing={settings.data.billing} canUpdate={canUpdate} />
          ) : null}
        </CardContent>
      </Card>
    </Box>
  )
}
