// What every section of the store settings shares: the save (PUT of the section, whose meta shows
// the snackbar; the form reset to what was stored, the server's field errors under their fields) and the card
// holding the section's form with its discard and save buttons.
import type { FormEvent, ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { StoreSettings, StoreSettingsSection } from '@aurum/shared'
import { useNotify } from '@/components/notifications'
import { ApiError } from '@/lib/api-client'
import { applyServerErrors } from '@/lib/form-server-errors'
import { useSaveStoreSettings } from '../api/settings'

/** The submit handler of a section's form. */
export function useSettingsSubmit<S extends StoreSettingsSection>(
  section: S,
  form: UseFormReturn<StoreSettings[S] & FieldValues>,
) {
  const { t } = useTranslation()
  const notify = useNotify()
  const save = useSaveStoreSettings(section)
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const settings = await save.mutateAsync(values)
      form.reset(settings[section])
    } catch (error) {
      // Every path the server names is a field of this section (zones.0.rates.1.price…).
      const fields =
        error instanceof ApiError
          ? (Object.keys(error.fieldCodes) as Path<StoreSettings[S] & FieldValues>[])
          : []
      const outcome = applyServerErrors(error, form.setError, fields)
      if (!outcome.placed) notify(t('common.saveFailed'), 'error')
    }
  })
  return { onSubmit, pending: save.isPending }
}

export type SettingsSectionCardProps = {
  title: string
  subheader?: string
  onSubmit: () => void
  dirty: boolean
  pending: boolean
  onDiscard: () => void
  children: ReactNode
}

export function SettingsSectionCard({
  title,
  subheader,
  onSubmit,
  dirty,
  pending,
  onDiscard,
  children,
}: SettingsSectionCardProps) {
  const { t } = useTranslation()
  return (
    <Card
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { component: 'h2', variant: 'h6' }, subheader: { variant: 'body2' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, p: 2.5 }}>
        <Button color="secondary" variant="outlined" onClick={onDiscard} disabled={!dirty || pending}>
          {t('ecommerce.settings.discard')}
        </Button>
        <Button type="submit" variant="contained" disabled={!dirty} loading={pending}>
          {t('common.saveChanges')}
        </Button>
      </Box>
    </Card>
  )
}
