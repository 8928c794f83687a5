// Store details: the profile and business address (the order mails' sender and footer; the sender
// email is their Reply-To), the time zone (the order mails' dates) and the order id format (every
// order number shown).
import { useMemo } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { orderNumberText, storeDetailsSchema, supportedTimeZones, type StoreDetails } from '@aurum/shared'
import { FormCountryField } from '@/components/form-country-field'
import { FormTextField } from '@/components/form-text-field'
import { SettingsSectionCard, useSettingsSubmit } from './settings-section-form'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'

/** The zones the shared schema accepts; a stored zone off that list stays shown (saving asks for another). */
function timeZones(current: string): readonly string[] {
  const known = supportedTimeZones()
  return known.includes(current) ? known : [current, ...known]
}

export function SettingsDetailsForm({ saved }: { saved: StoreDetails }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const form = useForm<StoreDetails>({ resolver: zodResolver(storeDetailsSchema), defaultValues: saved })
  const { control, formState, reset } = form
  const { onSubmit, pending } = useSettingsSubmit('details', form)
  const [prefix, suffix] = useWatch({ control, name: ['orderIdPrefix', 'orderIdSuffix'] })
  const zones = useMemo(() => timeZones(saved.timezone), [saved.timezone])
  // Stored values are written in any script: each input takes the direction of its own text.
  const field = (
    name: keyof StoreDetails,
    size: { xs: number; sm?: number },
    extra: { type?: string; dir?: 'ltr'; help?: boolean } = {},
  ) => (
    <Grid size={size}>
      <FormTextField
        control={control}
        name={name}
        label={t(`ecommerce.settings.details.fields.${name}`)}
        errorText={errorText}
        fullWidth
        type={extra.type}
        // What the field drives, under those whose use is not plain from their name.
        helperText={extra.help ? t(`ecommerce.settings.details.help.${name}`) : undefined}
        slotProps={{ htmlInput: { dir: extra.dir ?? 'auto' } }}
      />
    </Grid>
  )
  const heading = (key: string) => (
    <Grid size={12}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {t(`ecommerce.settings.details.groups.${key}`)}
      </Typography>
    </Grid>
  )

  return (
    <SettingsSectionCard
      title={t('ecommerce.settings.sections.details')}
      subheader={t('ecommerce.settings.details.subheader')}
      onSubmit={() => void onSubmit()}
      dirty={formState.isDirty}
      pending={pending}
      onDiscard={() => reset()}
    >
      <Grid container spacing={2.5}>
        {heading('profile')}
        {field('storeName', { xs: 12, sm: 6 }, { help: true })}
        {field('phone', { xs: 12, sm: 6 }, { type: 'tel', dir: 'ltr' })}
        {field('email', { xs: 12, sm: 6 }, { type: 'email', dir: 'ltr', help: true })}
        {field('senderEmail', { xs: 12, sm: 6 }, { type: 'email', dir: 'ltr', help: true })}
        {heading('billing')}
        {field('businessName', { xs: 12, sm: 6 })}
        {field('address', { xs: 12, sm: 6 })}
        {field('city', { xs: 12, sm: 6 })}
        {field('state', { xs: 12, sm: 6 })}
        {field('postalCode', { xs: 12, sm: 6 })}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCountryField
            control={control}
            name="country"
            label={t('ecommerce.settings.details.fields.country')}
            errorText={errorText}
          />
        </Grid>
        {heading('timezone')}
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="timezone"
            render={({ field: zone, fieldState }) => (
              <Autocomplete
                options={zones}
                value={zone.value}
                disableClearable
                onChange={(_event, value) => zone.onChange(value)}
                onBlur={zone.onBlur}
                getOptionLabel={(option) => option.replaceAll('_', ' ')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={zone.ref}
                    label={t('ecommerce.settings.details.fields.timezone')}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message
                        ? errorText(fieldState.error.message)
                        : t('ecommerce.settings.details.help.timezone')
                    }
                  />
                )}
              />
            )}
          />
        </Grid>
        {heading('orderId')}
        {field('orderIdPrefix', { xs: 12, sm: 4 }, { dir: 'ltr' })}
        {field('orderIdSuffix', { xs: 12, sm: 4 }, { dir: 'ltr' })}
        <Grid size={{ xs: 12, sm: 4 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography color="text.secondary">
            {t('ecommerce.settings.details.orderIdPreview')}{' '}
            <Typography component="bdi" dir="ltr" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {orderNumberText(1001, { prefix: prefix ?? '', suffix: suffix ?? '' })}
            </Typography>
          </Typography>
        </Grid>
      </Grid>
    </SettingsSectionCard>
  )
}
