// Labels above fields, one column: the default for short forms and for phones.
import Stack from '@mui/material/Stack'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'
import { LayoutActions, layoutRules } from '@/features/form-layouts/components/layout-form'
import { useSavedNotice } from '@/features/form-layouts/components/use-saved-notice'

const schema = z.object({
  fullName: layoutRules.fullName,
  email: layoutRules.email,
  password: z.string().min(8),
  message: z.string().trim().max(500),
})
type Values = z.infer<typeof schema>

export function LayoutVertical() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const showSaved = useSavedNotice()
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: '', email: '', password: '', message: '' },
  })
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(showSaved)}>
      <FormTextField
        control={control}
        name="fullName"
        label={t('formLayouts.fields.fullName')}
        required
        fullWidth
        errorText={errorText}
      />
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('formLayouts.fields.email')}
        required
        fullWidth
        errorText={errorText}
      />
      <FormTextField
        control={control}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('formLayouts.fields.password')}
        required
        fullWidth
        errorText={errorText}
      />
      <FormTextField
        control={control}
        name="message"
        label={t('formLayouts.fields.message')}
        multiline
        minRows={3}
        fullWidth
        errorText={errorText}
      />
      <LayoutActions onReset={() => reset()} />
    </Stack>
  )
}
