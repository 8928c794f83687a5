// Checkout: how customers are contacted and which checkout fields are required, optional or hidden.
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Switch from '@mui/material/Switch'
import { useId } from 'react'
import { Controller, useForm, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  STORE_CONTACT_METHODS,
  STORE_FIELD_MODES,
  storeCheckoutSchema,
  type StoreCheckout,
} from '@aurum/shared'
import { SettingsSectionCard, useSettingsSubmit } from './settings-section-form'
import { zodResolver } from '@/lib/zod-resolver'

type ChoiceName = 'contactMethod' | 'companyName' | 'addressLine2' | 'shippingPhone'

function SettingsChoice({
  control,
  name,
  options,
}: {
  control: Control<StoreCheckout>
  name: ChoiceName
  options: readonly string[]
}) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend" sx={{ mb: 0.5, fontWeight: 500 }}>
        {t(`ecommerce.settings.checkout.fields.${name}`)}
      </FormLabel>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={t(
                  name === 'contactMethod'
                    ? `ecommerce.settings.checkout.contact.${option}`
                    : `ecommerce.settings.checkout.modes.${option}`,
                )}
              />
            ))}
          </RadioGroup>
        )}
      />
    </FormControl>
  )
}

export function SettingsCheckoutForm({ saved }: { saved: StoreCheckout }) {
  const { t } = useTranslation()
  const form = useForm<StoreCheckout>({ resolver: zodResolver(storeCheckoutSchema), defaultValues: saved })
  const { control, formState, reset } = form
  const { onSubmit, pending } = useSettingsSubmit('checkout', form)
  return (
    <SettingsSectionCard
      title={t('ecommerce.settings.sections.checkout')}
      subheader={t('ecommerce.settings.checkout.subheader')}
      onSubmit={() => void onSubmit()}
      dirty={formState.isDirty}
      pending={pending}
      onDiscard={() => reset()}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SettingsChoice control={control} name="contactMethod" options={STORE_CONTACT_METHODS} />
        <Controller
          control={control}
          name="requireFullName"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label={t('ecommerce.settings.checkout.fields.requireFullName')}
            />
          )}
        />
        <SettingsChoice control={control} name="companyName" options={STORE_FIELD_MODES} />
        <SettingsChoice control={control} name="addressLine2" options={STORE_FIELD_MODES} />
        <SettingsChoice control={control} name="shippingPhone" options={STORE_FIELD_MODES} />
      </Box>
    </SettingsSectionCard>
  )
}
