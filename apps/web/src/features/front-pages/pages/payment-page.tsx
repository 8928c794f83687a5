// /front-pages/payment: subscribes the signed-in account to a plan, monthly or annually, paying with
// the test card; the account's billing tab then shows the plan. A visitor is asked to log in first.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  BILLING_CYCLES,
  encodeIssue,
  USER_PLANS,
  planPeriodPrice,
  subscriptionSchema,
  type BillingCycle,
  type SubscriptionInput,
  type UserPlan,
} from '@aurum/shared'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router'
import { UNKNOWN_ERROR, useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { paths } from '@/lib/paths'
import { isLoggedIn, useSession } from '@/lib/session'
import { zodResolver } from '@/lib/zod-resolver'
import { usePlans, useSubscribe } from '../api'
import { CardFields } from '../components/card-fields'
import { FrontFrame, FrontHero } from '../components/front-frame'
import { useDollars } from '../components/pricing-plans'

const FIELDS = ['plan', 'cycle', 'card.name', 'card.number', 'card.expiry', 'card.cvc'] as const

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback

export function PaymentPage() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const dollars = useDollars()
  const location = useLocation()
  const [params] = useSearchParams()
  const loggedIn = isLoggedIn(useSession())
  const plans = usePlans()
  const subscribe = useSubscribe()
  const form = useForm<SubscriptionInput>({
    resolver: zodResolver(subscriptionSchema),
    defaultValues: {
      plan: pick<UserPlan>(USER_PLANS, params.get('plan'), 'team'),
      cycle: pick<BillingCycle>(BILLING_CYCLES, params.get('cycle'), 'monthly'),
      card: { name: '', number: '', expiry: '', cvc: '' },
    },
  })
  const { errors } = form.formState
  const chosenPlan = useWatch({ control: form.control, name: 'plan' })
  const cycle = useWatch({ control: form.control, name: 'cycle' })
  const plan = plans.data?.find((entry) => entry.code === chosenPlan)
  const price = plan ? planPeriodPrice(plan, cycle) : null
  const submit = form.handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values)
    } catch (error) {
      const outcome = applyServerErrors(error, form.setError, FIELDS)
      if (!outcome.placed)
        form.setError('root.server', {
          type: 'server',
          message: outcome.issue ? encodeIssue(outcome.issue.code, outcome.issue.params) : UNKNOWN_ERROR,
        })
    }
  })
  const done = subscribe.data
  return (
    <FrontFrame title={t('frontPages.payment.title')} description={t('frontPages.payment.description')}>
      <FrontHero title={t('frontPages.payment.title')} subtitle={t('frontPages.payment.subtitle')} />
      <Container maxWidth="md" sx={{ py: 6 }}>
        {!loggedIn ? (
          <Alert
            severity="info"
            action={
              <Button
                component={RouterLink}
                to={`${paths.login}?to=${encodeURIComponent(location.pathname + location.search)}`}
                color="inherit"
              >
                {t('frontPages.frame.login')}
              </Button>
            }
          >
            {t('frontPages.payment.loginFirst')}
          </Alert>
        ) : done ? (
          <Alert
            severity="success"
            role="status"
            action={
              <Button component={RouterLink} to={paths.accountSettings('billing-plans')} color="inherit">
                {t('frontPages.payment.seeBilling')}
              </Button>
            }
          >
            {t('frontPages.payment.done', {
              plan: t(`frontPages.pricing.plans.${done.plan}.name`),
              amount: dollars(done.charged),
              cycle: t(`frontPages.payment.cycles.${done.cycle}`),
            })}
          </Alert>
        ) : (
          <Card component="form" noValidate onSubmit={submit} aria-labelledby="payment-form-title">
            <CardContent>
              <Typography variant="h5" component="h2" id="payment-form-title" sx={{ mb: 3 }}>
                {t('frontPages.payment.formTitle')}
              </Typography>
              <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Controller
                    control={form.control}
                    name="plan"
                    render={({ field }) => (
                      <TextField select label={t('frontPages.payment.plan')} fullWidth {...field}>
                        {USER_PLANS.map((code) => (
                          <MenuItem key={code} value={code}>
                            {t(`frontPages.pricing.plans.${code}.name`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Controller
                    control={form.control}
                    name="cycle"
                    render={({ field }) => (
                      <RadioGroup row aria-label={t('frontPages.payment.cycle')} {...field}>
                        {BILLING_CYCLES.map((value) => (
                          <FormControlLabel
                            key={value}
                            value={value}
                            control={<Radio />}
                            label={t(`frontPages.payment.cycles.${value}`)}
                          />
                        ))}
                      </RadioGroup>
                    )}
                  />
                </Grid>
                <Grid size={12}>
                  <CardFields
                    fieldProps={(field) => ({
                      ...form.register(`card.${field}`),
                      error: Boolean(errors.card?.[field]),
                      helperText: errorText(errors.card?.[field]?.message),
                      required: true,
                    })}
                  />
                </Grid>
              </Grid>
              {errors.root?.server?.message ? (
                <Alert severity="error" sx={{ mt: 3 }}>
                  {errorText(errors.root.server.message)}
                </Alert>
              ) : null}
              <Stack direction="row" sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between' }}>
                <Box>
                  {price !== null ? (
                    <Typography variant="h6" component="p">
                      {t('frontPages.payment.total', { amount: dollars(price) })}
                    </Typography>
                  ) : null}
                </Box>
                <Button type="submit" variant="contained" loading={subscribe.isPending}>
                  {t('frontPages.payment.pay')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        )}
      </Container>
    </FrontFrame>
  )
}
