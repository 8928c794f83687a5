// Payments: the ways to pay the checkout offers: the providers switched on (cards, PayPal) and the
// manual methods (cash, bank deposit…), an order paid by PayPal or by hand waiting for the payment.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { storePaymentsSchema, type StorePayments } from '@aurum/shared'
import { SettingsSectionCard, useSettingsSubmit } from './settings-section-form'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'

export function SettingsPaymentsForm({ saved }: { saved: StorePayments }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const form = useForm<StorePayments>({ resolver: zodResolver(storePaymentsSchema), defaultValues: saved })
  const { control, formState, reset } = form
  const { onSubmit, pending } = useSettingsSubmit('payments', form)
  const [newMethod, setNewMethod] = useState('')
  const providersError = formState.errors.providers?.message ?? formState.errors.providers?.root?.message
  const methodsError =
    formState.errors.manualMethods?.message ?? formState.errors.manualMethods?.root?.message

  return (
    <SettingsSectionCard
      title={t('ecommerce.settings.sections.payments')}
      subheader={t('ecommerce.settings.payments.subheader')}
      onSubmit={() => void onSubmit()}
      dirty={formState.isDirty}
      pending={pending}
      onDiscard={() => reset()}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('ecommerce.settings.payments.providers')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, mb: 3 }}>
        {saved.providers.map((provider, index) => (
          <Controller
            key={provider.name}
            control={control}
            name={`providers.${index}.enabled`}
            render={({ field }) => (
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  px: 2,
                  py: 1,
                }}
              >
                <Box>
                  <Typography sx={{ fontWeight: 500 }}>
                    {t(`ecommerce.settings.payments.providerNames.${provider.name}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`ecommerce.settings.payments.providerHelp.${provider.name}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(
                      field.value
                        ? 'ecommerce.settings.payments.enabled'
                        : 'ecommerce.settings.payments.disabled',
                    )}
                  </Typography>
                </Box>
                <FormControlLabel
                  label={t('ecommerce.settings.payments.accept', {
                    name: t(`ecommerce.settings.payments.providerNames.${provider.name}`),
                  })}
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  labelPlacement="start"
                  sx={{
                    m: 0,
                    '& .MuiFormControlLabel-label': { typography: 'body2', color: 'text.secondary' },
                  }}
                />
              </Box>
            )}
          />
        ))}
        {providersError ? <FormHelperText error>{errorText(providersError)}</FormHelperText> : null}
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('ecommerce.settings.payments.manualMethods')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('ecommerce.settings.payments.manualHelp')}
      </Typography>
      <Controller
        control={control}
        name="manualMethods"
        render={({ field }) => {
          const methods = field.value ?? []
          const add = () => {
            const name = newMethod.trim()
            if (!name || methods.some((method) => method.toLowerCase() === name.toLowerCase())) return
            field.onChange([...methods, name])
            setNewMethod('')
          }
          return (
            <Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
                {methods.length === 0 ? (
                  <Typography color="text.secondary">
                    {t('ecommerce.settings.payments.noManualMethods')}
                  </Typography>
                ) : (
                  methods.map((method) => (
                    <Chip
                      key={method}
                      label={method}
                      onDelete={() => field.onChange(methods.filter((other) => other !== method))}
                    />
                  ))
                )}
              </Box>
              {methodsError ? (
                <FormHelperText error sx={{ mb: 1 }}>
                  {errorText(methodsError)}
                </FormHelperText>
              ) : null}
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                <TextField
                  size="small"
                  label={t('ecommerce.settings.payments.newManualMethod')}
                  value={newMethod}
                  onChange={(event) => setNewMethod(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault()
                      add()
                    }
                  }}
                  slotProps={{ htmlInput: { maxLength: 60 } }}
                  sx={{ minWidth: 260 }}
                />
                <Button
                  variant="outlined"
                  startIcon={<AddOutlined />}
                  onClick={add}
                  disabled={!newMethod.trim()}
                >
                  {t('ecommerce.settings.payments.addManualMethod')}
                </Button>
              </Box>
            </Box>
          )
        }}
      />
    </SettingsSectionCard>
  )
}
