// Registration in three steps (account, personal details, plan), sent as one POST
// /api/auth/register: the new account keeps the name, phone, address (profile and billing) and the
// plan. The plans and their prices are the pricing page's (GET /api/pages/pricing).
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAppNavigate } from '@/lib/navigation'
import { z } from 'zod'
import {
  AUTH_MESSAGES as M,
  registerBodySchema,
  registerDetailsFields,
  registerZipCodeFitsCountry,
} from '@aurum/shared'
import { FormCountryField } from '@/components/form-country-field'
import { useFormat } from '@/lib/format'
import { usePlanCodesByPrice, usePlanMonthlyPrices } from '@/lib/plans'
import { useErrorText } from '@/lib/error-text'
import { useRegister } from '../api'
import { AuthPasswordField } from './auth-password-field'
import { applyRegisterError } from './auth-register-form'
import { flipInRtl } from './flip-in-rtl'
import { muiRegister } from './mui-register'
import { paths } from '@/lib/paths'
import { zodResolver } from '@/lib/zod-resolver'

const stepsFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string().min(1, M.confirmRequired), ...registerDetailsFields.shape })
  .refine((form) => form.password === form.confirmPassword, {
    message: M.passwordsDiffer,
    path: ['confirmPassword'],
  })
  .superRefine(registerZipCodeFitsCountry)
type StepsFormInput = z.input<typeof stepsFormSchema>
type StepsForm = z.output<typeof stepsFormSchema>

const STEPS = [
  { key: 'account', fields: ['username', 'email', 'password', 'confirmPassword'] },
  {
    key: 'personal',
    fields: ['firstName', 'lastName', 'mobile', 'address', 'state', 'zipCode', 'country'],
  },
  { key: 'plan', fields: ['plan'] },
] as const satisfies readonly { key: string; fields: readonly (keyof StepsForm)[] }[]

export function AuthRegisterStepsForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useAppNavigate()
  const registration = useRegister()
  const format = useFormat()
  const monthlyPrices = usePlanMonthlyPrices()
  const plans = usePlanCodesByPrice()
  const [active, setActive] = useState(0)
  const {
    register,
    control,
    handleSubmit,
    trigger,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StepsFormInput, unknown, StepsForm>({
    resolver: zodResolver(stepsFormSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      mobile: '',
      address: '',
      state: '',
      zipCode: '',
      country: '',
      plan: 'basic',
    },
  })

  const next = async () => {
    const step = STEPS[active]
    if (step && (await trigger([...step.fields], { shouldFocus: true }))) setActive(active + 1)
  }

  const onSubmit = handleSubmit(async ({ username, email, password, confirmPassword: _, ...details }) => {
    try {
      await registration.mutateAsync({ username, email, password, details })
      await navigate(paths.root, { replace: true })
    } catch (error) {
      setActive(0)
      // The fields exist again once the first step is shown.
      setTimeout(() => applyRegisterError(error, setError), 0)
    }
  })

  const field = (
    name: 'username' | 'email' | 'firstName' | 'lastName' | 'mobile' | 'address' | 'state' | 'zipCode',
    autoComplete: string,
  ) => (
    <TextField
      {...muiRegister(register(name))}
      label={t(`auth.fields.${name}`)}
      autoComplete={autoComplete}
      type={name === 'email' ? 'email' : name === 'mobile' ? 'tel' : 'text'}
      fullWidth
      error={Boolean(errors[name])}
      helperText={errorText(errors[name]?.message)}
    />
  )

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('auth.registerSteps.formLabel')}
      onSubmit={(event) => {
        if (active < STEPS.length - 1) {
          event.preventDefault()
          void next()
        } else void onSubmit(event)
      }}
    >
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 4 }}>
        {STEPS.map((step) => (
          <Step key={step.key}>
            <StepLabel>{t(`auth.registerSteps.steps.${step.key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t(`auth.registerSteps.titles.${STEPS[active]?.key ?? 'account'}`)}
      </Typography>
      <Grid container spacing={2.5}>
        {active === 0 ? (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>{field('username', 'username')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('email', 'email')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <AuthPasswordField
                {...muiRegister(register('password'))}
                label={t('auth.fields.password')}
                autoComplete="new-password"
                fullWidth
                error={Boolean(errors.password)}
                helperText={errorText(errors.password?.message)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <AuthPasswordField
                {...muiRegister(register('confirmPassword'))}
                label={t('auth.fields.confirmPassword')}
                autoComplete="new-password"
                fullWidth
                error={Boolean(errors.confirmPassword)}
                helperText={errorText(errors.confirmPassword?.message)}
              />
            </Grid>
          </>
        ) : null}
        {active === 1 ? (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>{field('firstName', 'given-name')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('lastName', 'family-name')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('mobile', 'tel')}</Grid>
            <Grid size={12}>{field('address', 'street-address')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('state', 'address-level1')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('zipCode', 'postal-code')}</Grid>
            <Grid size={12}>
              <FormCountryField
                control={control}
                name="country"
                label={t('auth.fields.country')}
                autoComplete="country"
                errorText={(message) => errorText(message) ?? message}
              />
            </Grid>
          </>
        ) : null}
        {active === 2 ? (
          <Grid size={12}>
            <FormControl>
              <FormLabel id="register-plan-label">{t('auth.fields.plan')}</FormLabel>
              <Controller
                control={control}
                name="plan"
                render={({ field: planField }) => (
                  <RadioGroup {...planField} aria-labelledby="register-plan-label">
                    {plans.map((plan) => (
                      <FormControlLabel
                        key={plan}
                        value={plan}
                        control={<Radio />}
                        label={
                          <Box>
                            <Typography sx={{ fontWeight: 600 }}>
                              {t(`auth.registerSteps.plans.${plan}.name`)}
                              {monthlyPrices[plan] === undefined
                                ? null
                                : ` · ${t('auth.registerSteps.perMonth', {
                                    price: format.price(monthlyPrices[plan]),
                                  })}`}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                              {t(`auth.registerSteps.plans.${plan}.description`)}
                            </Typography>
                          </Box>
                        }
                        sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.5 } }}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
            </FormControl>
          </Grid>
        ) : null}
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4 }}>
        <Button
          variant="outlined"
          color="secondary"
          disabled={active === 0}
          onClick={() => setActive(active - 1)}
          startIcon={<ChevronLeft sx={flipInRtl} />}
        >
          {t('auth.registerSteps.previous')}
        </Button>
        {active < STEPS.length - 1 ? (
          <Button type="submit" variant="contained" endIcon={<ChevronRight sx={flipInRtl} />}>
            {t('auth.registerSteps.next')}
          </Button>
        ) : (
          <Button type="submit" variant="contained" color="success" loading={isSubmitting}>
            {t('auth.registerSteps.submit')}
          </Button>
        )}
      </Box>
    </Box>
  )
}
