// The billing & plans tab: the current plan with a dialog to change it, and the billing address
// form (empty until first saved, its email prefilled with the account's).
import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import {
  BILLING_CYCLES,
  accountBillingSchema,
  storedBillingSchema,
  type Account,
  type AccountBilling,
  type AccountBillingInput,
  type BillingCycle,
  type UserPlan,
} from '@aurum/shared'
import { FormCountryField } from '@/components/form-country-field'
import { FormSaveActions } from '@/components/form-save-actions'
import { FormTextField } from '@/components/form-text-field'
import { useNotify } from '@/components/notifications'
import { ErrorState } from '@/components/state-views'
import { TonalChip } from '@/components/tonal-chip'
import { useFormSave } from '@/lib/form-server-errors'
import { useAccountBilling, useChangePlan, useSaveBilling } from '../api'
import { useErrorText } from '@/lib/error-text'
import { usePlanAnnualMonthlyPrices, usePlanCodesByPrice, usePlanPeriodPrices } from '@/lib/plans'
import { useDollarText, usePlanText } from './account-text'
import { zodResolver } from '@/lib/zod-resolver'

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const
/** The billing address's fields, as the shared schema lists them (where server errors are placed). */
const BILLING_FIELDS = storedBillingSchema.keyof().options

function AccountPlanDialog({
  open,
  currentPlan,
  currentCycle,
  onClose,
}: {
  open: boolean
  currentPlan: UserPlan
  currentCycle: BillingCycle
  onClose: () => void
}) {
  const { t } = useTranslation()
  const planText = usePlanText()
  const dollars = useDollarText()
  const changePlan = useChangePlan()
  const plans = usePlanCodesByPrice()
  const [chosen, setChosen] = useState<UserPlan>(currentPlan)
  const [cycle, setCycle] = useState<BillingCycle>(currentCycle)
  const prices = usePlanPeriodPrices(cycle)
  const confirm = () => changePlan.mutate({ plan: chosen, cycle }, { onSuccess: onClose })
  return (
    <Dialog
      open={open}
      onClose={changePlan.isPending ? undefined : onClose}
      aria-labelledby="account-plan-dialog-title"
      aria-describedby="account-plan-dialog-text"
      maxWidth="xs"
      fullWidth
      slotProps={{
        transition: {
          onEnter: () => {
            setChosen(currentPlan)
            setCycle(currentCycle)
          },
        },
      }}
    >
      <DialogTitle id="account-plan-dialog-title">{t('account.billing.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="account-plan-dialog-text" sx={{ mb: 2 }}>
          {t('account.billing.dialogText')}
        </DialogContentText>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={cycle}
          onChange={(_, value: BillingCycle | null) => value && setCycle(value)}
          aria-label={t('account.billing.cycleLabel')}
          sx={{ mb: 2 }}
        >
          {BILLING_CYCLES.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`account.billing.cycles.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <RadioGroup
          aria-labelledby="account-plan-dialog-title"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as UserPlan)}
        >
          {plans.map((plan) => (
            <FormControlLabel
              key={plan}
              value={plan}
              control={<Radio />}
              label={t('account.billing.option', {
                plan: planText(plan),
                price: prices[plan] === undefined ? '…' : periodPriceText(t, dollars, prices[plan], cycle),
              })}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose} disabled={changePlan.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          loading={changePlan.isPending}
          disabled={chosen === currentPlan && cycle === currentCycle}
        >
          {t('account.billing.changePlan')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** "Free", "$29 per month" or "$290.40 per year". */
function periodPriceText(
  t: TFunction,
  dollars: (value: number) => string,
  price: number,
  cycle: BillingCycle,
) {
  if (price === 0) return t('account.billing.free')
  return t(cycle === 'annual' ? 'account.billing.perYear' : 'account.billing.perMonth', {
    price: dollars(price),
  })
}

function AccountPlanCard({ currentPlan, cycle }: { currentPlan: UserPlan; cycle: BillingCycle }) {
  const { t } = useTranslation()
  const planText = usePlanText()
  const dollars = useDollarText()
  const [open, setOpen] = useState(false)
  const price = usePlanPeriodPrices(cycle)[currentPlan]
  const monthly = usePlanPeriodPrices('monthly')[currentPlan]
  const annualMonthly = usePlanAnnualMonthlyPrices()[currentPlan]
  return (
    <Card>
      <CardHeader title={t('account.billing.planTitle')} slotProps={cardTitle} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Typography variant="h5" component="p">
            {t('account.billing.planIs', { plan: planText(currentPlan) })}
          </Typography>
          <TonalChip
            label={price === undefined ? '…' : periodPriceText(t, dollars, price, cycle)}
            color="primary"
          />
        </Box>
        {cycle === 'annual' && price !== undefined && price > 0 && annualMonthly !== undefined ? (
          <Typography sx={{ mb: 1 }}>
            {t('account.billing.billedYearly', {
              perMonth: dollars(annualMonthly),
              monthly: dollars(monthly ?? annualMonthly),
            })}
          </Typography>
        ) : null}
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {t(`account.billing.planDescriptions.${currentPlan}`)}
        </Typography>
        <Button variant="contained" onClick={() => setOpen(true)}>
          {t('account.billing.changePlan')}
        </Button>
      </CardContent>
      <AccountPlanDialog
        open={open}
        currentPlan={currentPlan}
        currentCycle={cycle}
        onClose={() => setOpen(false)}
      />
    </Card>
  )
}

function AccountBillingForm({
  billing,
  accountEmail,
}: {
  billing: AccountBilling | null
  accountEmail: string
}) {
  const { t } = useTranslation()
  const notify = useNotify()
  const errorText = useErrorText()
  const save = useSaveBilling()
  const saved = useMemo<AccountBillingInput>(
    () =>
      billing ?? {
        companyName: '',
        billingEmail: accountEmail,
        taxId: '',
        vatNumber: '',
        mobile: '',
        country: '',
        address: '',
        state: '',
        zipCode: '',
      },
    [billing, accountEmail],
  )
  const { control, handleSubmit, reset, setError, formState } = useForm<
    AccountBillingInput,
    unknown,
    AccountBilling
  >({
    resolver: zodResolver(accountBillingSchema),
    values: saved,
  })
  const { trySave } = useFormSave(setError, BILLING_FIELDS, { report: (message) => notify(message, 'error') })
  const onSubmit = handleSubmit(async (values) => {
    await trySave(async () => {
      await save.mutateAsync(values)
    })
  })
  const field = (
    name: (typeof BILLING_FIELDS)[number],
    extra: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        name={name}
        label={t(`account.billing.fields.${name}`)}
        fullWidth
        errorText={errorText}
        {...extra}
      />
    </Grid>
  )
  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-labelledby="account-billing-title">
      <CardHeader
        id="account-billing-title"
        title={t('account.billing.addressTitle')}
        slotProps={cardTitle}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2.5}>
          {field('companyName', { autoComplete: 'organization' })}
          {field('billingEmail', { type: 'email', autoComplete: 'email', required: true })}
          {field('taxId')}
          {field('vatNumber')}
          {field('mobile', { type: 'tel', autoComplete: 'tel' })}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormCountryField
              control={control}
              name="country"
              label={t('account.billing.fields.country')}
              errorText={errorText}
            />
          </Grid>
          {field('address', { autoComplete: 'street-address' })}
          {field('state', { autoComplete: 'address-level1' })}
          {field('zipCode', { autoComplete: 'postal-code' })}
        </Grid>
        <FormSaveActions
          formState={formState}
          onDiscard={() => reset(saved)}
          discardLabel={t('account.discard')}
        />
      </CardContent>
    </Card>
  )
}

export function AccountBillingTab({ account }: { account: Account }) {
  const billing = useAccountBilling()
  if (billing.isError) return <ErrorState error={billing.error} onRetry={() => void billing.refetch()} />
  if (billing.isPending) return <Skeleton variant="rounded" height={320} />
  return (
    <Stack spacing={3}>
      <AccountPlanCard currentPlan={billing.data.currentPlan} cycle={billing.data.cycle} />
      <AccountBillingForm billing={billing.data.billing} accountEmail={account.email} />
    </Stack>
  )
}
