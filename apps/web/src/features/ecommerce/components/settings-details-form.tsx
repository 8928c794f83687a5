// Store details: profile, billing address, time zone and units, currency and the order id format.
import { useMemo } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  STORE_UNIT_SYSTEMS,
  STORE_WEIGHT_UNITS,
  storeDetailsSchema,
  supportedTimeZones,
  type StoreDetails,
} from '@aurum/shared'
import { FormCountryField } from '../../../components/form-country-field'
import { FormTextField } from '../../../components/form-text-field'
import { SettingsSectionCard, useSettingsSubmit } from './settings-section-form'
import { useErrorText } from '../../../lib/error-text'
import { useFormat } from '../../../lib/format'
import { zodResolver } from '../../../lib/zod-resolver'

const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'JPY',
  'MXN',
  'BRL',
  'INR',
  'CNY',
  'CHF',
  'SEK',
  'ZAR',
  'EGP',
  'SAR',
  'AED',
]

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
  const format = useFormat()
  const currencies = CURRENCIES.includes(saved.currency) ? CURRENCIES : [saved.currency, ...CURRENCIES]

  // Stored values are written in any script: each input takes the direction of its own text.
  const field = (
    name: keyof StoreDetails,
    size: { xs: number; sm?: number },
    extra: { type?: string; dir?: 'ltr' } = {},
  ) => (
    <Grid size={size}>
      <FormTextField
        control={control}
        name={name}
        label={t(`ecommerce.settings.details.fields.${name}`)}
        errorText={errorText}
        fullWidth
        type={extra.type}
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
        {field('storeName', { xs: 12, sm: 6 })}
        {field('phone', { xs: 12, sm: 6 }, { type: 'tel', dir: 'ltr' })}
        {field('email', { xs: 12, sm: 6 }, { type: 'email', dir: 'ltr' })}
        {field('senderEmail', { xs: 12, sm: 6 }, { type: 'email', dir: 'ltr' })}
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
        {heading('units')}
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
                    helperText={fieldState.error?.message ? errorText(fieldState.error.message) : undefined}
                  />
                )}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormTextField
            control={control}
            name="unitSystem"
            select
            fullWidth
            label={t('ecommerce.settings.details.fields.unitSystem')}
          >
            {STORE_UNIT_SYSTEMS.map((system) => (
              <MenuItem key={system} value={system}>
                {t(`ecommerce.settings.details.unitSystems.${system}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormTextField
            control={control}
            name="weightUnit"
            select
            fullWidth
            label={t('ecommerce.settings.details.fields.weightUnit')}
          >
            {STORE_WEIGHT_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {t(`ecommerce.settings.details.weightUnits.${unit}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        {heading('currency')}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="currency"
            select
            fullWidth
            label={t('ecommerce.settings.details.fields.currency')}
            errorText={errorText}
            helperText={t('ecommerce.settings.details.currencyHelp')}
          >
            {currencies.map((code) => (
              <MenuItem key={code} value={code}>
                {format.currency(code)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} />
        {heading('orderId')}
        {field('orderIdPrefix', { xs: 12, sm: 4 }, { dir: 'ltr' })}
        {field('orderIdSuffix', { xs: 12, sm: 4 }, { dir: 'ltr' })}
        <Grid size={{ xs: 12, sm: 4 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography color="text.secondary">
            {t('ecommerce.settings.details.orderIdPreview')}{' '}
            <Typography component="bdi" dir="ltr" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {`${prefix ?? ''}1001${suffix ?? ''}`}
            </Typography>
          </Typography>
        </Grid>
      </Grid>
    </SettingsSectionCard>
  )
}
