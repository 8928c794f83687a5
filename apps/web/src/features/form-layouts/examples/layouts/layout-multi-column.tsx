// Two columns on wide screens, one on phones: related fields side by side (first and last name,
// city and postal code).
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { countryCodeSchema, FORM_VALIDATION_MESSAGES as M } from '@aurum/shared'
import { FormCountryField } from '@/components/form-country-field'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'
import { LayoutActions, layoutRules } from '@/features/form-layouts/components/layout-form'
import { useSavedNotice } from '@/features/form-layouts/components/use-saved-notice'

const schema = z.object({
  firstName: layoutRules.personName,
  lastName: layoutRules.personName,
  email: layoutRules.email,
  phone: layoutRules.phone,
  address: z.string().trim().min(1, M.required).max(120),
  city: z.string().trim().min(1, M.required).max(60),
  postalCode: z.string().trim().max(12),
  country: z.string().min(1, M.required).pipe(countryCodeSchema),
})
type Values = z.infer<typeof schema>

export function LayoutMultiColumn() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const showSaved = useSavedNotice()
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      postalCode: '',
      country: '',
    },
  })
  const field = { control, fullWidth: true, errorText }
  const half = { xs: 12, sm: 6 }
  return (
    <form noValidate onSubmit={handleSubmit(showSaved)}>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <Typography variant="subtitle2" component="h3">
            {t('formLayouts.layouts.personal')}
          </Typography>
        </Grid>
        <Grid size={half}>
          <FormTextField
            {...field}
            name="firstName"
            required
            autoComplete="given-name"
            label={t('formLayouts.fields.firstName')}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            {...field}
            name="lastName"
            required
            autoComplete="family-name"
            label={t('formLayouts.fields.lastName')}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            {...field}
            name="email"
            type="email"
            required
            label={t('formLayouts.fields.email')}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField {...field} name="phone" type="tel" label={t('formLayouts.fields.phone')} />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" component="h3">
            {t('formLayouts.layouts.address')}
          </Typography>
        </Grid>
        <Grid size={12}>
          <FormTextField {...field} name="address" required label={t('formLayouts.fields.address')} />
        </Grid>
        <Grid size={half}>
          <FormTextField {...field} name="city" required label={t('formLayouts.fields.city')} />
        </Grid>
        <Grid size={half}>
          <FormTextField {...field} name="postalCode" label={t('formLayouts.fields.postalCode')} />
        </Grid>
        <Grid size={half}>
          <FormCountryField
            control={control}
            name="country"
            required
            errorText={errorText}
            label={t('formLayouts.fields.country')}
          />
        </Grid>
        <Grid size={12}>
          <LayoutActions onReset={() => reset()} />
        </Grid>
      </Grid>
    </form>
  )
}
