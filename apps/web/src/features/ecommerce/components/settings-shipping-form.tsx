// Shipping and delivery: zones, each with the countries it covers and its rates in dollars.
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { storeShippingSchema, type StoreShipping } from '@aurum/shared'
import { useCountryOptions } from '../../../components/form-country-field'
import { FormTextField } from '../../../components/form-text-field'
import { SettingsSectionCard, useSettingsSubmit } from './settings-section-form'
import { useErrorText } from '../../../lib/error-text'
import { zodResolver } from '../../../lib/zod-resolver'

const NEW_ZONE = { name: '', countries: [], rates: [{ name: '', price: 0 }] }

function SettingsShippingZone({
  control,
  index,
  onRemove,
}: {
  control: Control<StoreShipping>
  index: number
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const countries = useCountryOptions()
  const errorText = useErrorText()
  const rates = useFieldArray({ control, name: `zones.${index}.rates` })
  const zoneName = useWatch({ control, name: `zones.${index}.name` })
  const label = zoneName || t('ecommerce.settings.shipping.zoneNumber', { number: index + 1 })
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 2 }}>
        <FormTextField
          control={control}
          name={`zones.${index}.name`}
          label={t('ecommerce.settings.shipping.zoneName')}
          errorText={errorText}
          size="small"
          slotProps={{ htmlInput: { dir: 'auto' } }}
          sx={{ flexGrow: 1 }}
        />
        <Tooltip title={t('ecommerce.settings.shipping.removeZone', { name: label })}>
          <IconButton
            onClick={onRemove}
            aria-label={t('ecommerce.settings.shipping.removeZone', { name: label })}
          >
            <DeleteOutlineOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <Controller
        control={control}
        name={`zones.${index}.countries`}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={countries.codes}
            value={field.value ?? []}
            onChange={(_event, value) => field.onChange(value)}
            getOptionLabel={countries.name}
            filterSelectedOptions
            size="small"
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('ecommerce.settings.shipping.countries')}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message
                    ? errorText(fieldState.error.message)
                    : t('ecommerce.settings.shipping.countriesHelp')
                }
              />
            )}
          />
        )}
      />
      <Typography component="h4" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {t('ecommerce.settings.shipping.rates')}
      </Typography>
      <Grid container spacing={1.5}>
        {rates.fields.map((rate, rateIndex) => (
          <Grid key={rate.id} size={12} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`zones.${index}.rates.${rateIndex}.name`}
              label={t('ecommerce.settings.shipping.rateName')}
              errorText={errorText}
              size="small"
              slotProps={{ htmlInput: { dir: 'auto' } }}
              sx={{ flex: 2 }}
            />
            <Controller
              control={control}
              name={`zones.${index}.rates.${rateIndex}.price`}
              render={({ field, fieldState }) => (
                <TextField
                  size="small"
                  type="number"
                  label={t('ecommerce.settings.shipping.ratePrice')}
                  value={Number.isNaN(field.value) ? '' : field.value}
                  onChange={(event) =>
                    field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
                  }
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ? errorText(fieldState.error.message) : undefined}
                  slotProps={{
                    htmlInput: { min: 0, step: 0.01, dir: 'ltr' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                  sx={{ flex: 1, minWidth: 120 }}
                />
              )}
            />
            <Tooltip title={t('ecommerce.settings.shipping.removeRate')}>
              <span>
                <IconButton
                  onClick={() => rates.remove(rateIndex)}
                  disabled={rates.fields.length === 1}
                  aria-label={t('ecommerce.settings.shipping.removeRate')}
                >
                  <DeleteOutlineOutlined fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Grid>
        ))}
      </Grid>
      <Button
        size="small"
        startIcon={<AddOutlined />}
        onClick={() => rates.append({ name: '', price: 0 })}
        sx={{ mt: 1.5 }}
      >
        {t('ecommerce.settings.shipping.addRate')}
      </Button>
    </Box>
  )
}

export function SettingsShippingForm({ saved }: { saved: StoreShipping }) {
  const { t } = useTranslation()
  const form = useForm<StoreShipping>({ resolver: zodResolver(storeShippingSchema), defaultValues: saved })
  const { control, formState, reset } = form
  const zones = useFieldArray({ control, name: 'zones' })
  const { onSubmit, pending } = useSettingsSubmit('shipping', form)
  return (
    <SettingsSectionCard
      title={t('ecommerce.settings.sections.shipping')}
      subheader={t('ecommerce.settings.shipping.subheader')}
      onSubmit={() => void onSubmit()}
      dirty={formState.isDirty}
      pending={pending}
      onDiscard={() => reset()}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {zones.fields.length === 0 ? (
          <Typography color="text.secondary">{t('ecommerce.settings.shipping.noZones')}</Typography>
        ) : null}
        {zones.fields.map((zone, index) => (
          <SettingsShippingZone
            key={zone.id}
            control={control}
            index={index}
            onRemove={() => zones.remove(index)}
          />
        ))}
        <Box>
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => zones.append(NEW_ZONE)}>
            {t('ecommerce.settings.shipping.addZone')}
          </Button>
        </Box>
      </Box>
    </SettingsSectionCard>
  )
}
