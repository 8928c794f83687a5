// Labels beside their fields on wide screens, above them on phones (the label column collapses).
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'
import { LayoutActions, layoutRules } from '@/features/form-layouts/components/layout-form'
import { useSavedNotice } from '@/features/form-layouts/components/use-saved-notice'

const schema = z.object({
  fullName: layoutRules.fullName,
  email: layoutRules.email,
  phone: layoutRules.phone,
  company: layoutRules.company,
})
type Values = z.infer<typeof schema>
const FIELDS = ['fullName', 'email', 'phone', 'company'] as const

export function LayoutHorizontal() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const showSaved = useSavedNotice()
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: '', email: '', phone: '', company: '' },
  })
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(showSaved)}>
      {FIELDS.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => {
            const id = `layout-horizontal-${name}`
            return (
              <Grid container spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
                <Grid
                  size={{ xs: 12, sm: 3 }}
                  component="label"
                  htmlFor={id}
                  sx={{ typography: 'body2', fontWeight: 500 }}
                >
                  {t(`formLayouts.fields.${name}`)}
                  {name === 'fullName' || name === 'email' ? ' *' : ''}
                </Grid>
                <Grid size={{ xs: 12, sm: 9 }}>
                  <TextField
                    id={id}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                    required={name === 'fullName' || name === 'email'}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ? errorText(fieldState.error.message) : undefined}
                    size="small"
                    fullWidth
                  />
                </Grid>
              </Grid>
            )
          }}
        />
      ))}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 9 }} offset={{ sm: 3 }}>
          <LayoutActions onReset={() => reset()} />
        </Grid>
      </Grid>
    </Stack>
  )
}
