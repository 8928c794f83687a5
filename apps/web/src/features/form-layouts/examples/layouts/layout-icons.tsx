// Fields led by an icon: quicker to scan on a contact form. The icons are decorative (the label
// names the field), so screen readers skip them.
import type { ReactNode } from 'react'
import BusinessOutlined from '@mui/icons-material/BusinessOutlined'
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined'
import EmailOutlined from '@mui/icons-material/EmailOutlined'
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined'
import PhoneOutlined from '@mui/icons-material/PhoneOutlined'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FORM_VALIDATION_MESSAGES as M } from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'
import { LayoutActions, layoutRules } from '@/features/form-layouts/components/layout-form'
import { useSavedNotice } from '@/features/form-layouts/components/use-saved-notice'

const schema = z.object({
  fullName: layoutRules.fullName,
  company: layoutRules.company,
  email: layoutRules.email,
  phone: layoutRules.phone,
  message: z.string().trim().min(1, M.required).max(500),
})
type Values = z.infer<typeof schema>

const leading = (icon: ReactNode) => ({
  input: { startAdornment: <InputAdornment position="start">{icon}</InputAdornment> },
})

export function LayoutIcons() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const showSaved = useSavedNotice()
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: '', company: '', email: '', phone: '', message: '' },
  })
  const field = { control, fullWidth: true, errorText }
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(showSaved)}>
      <FormTextField
        {...field}
        name="fullName"
        required
        label={t('formLayouts.fields.fullName')}
        slotProps={leading(<PersonOutlineOutlined fontSize="small" />)}
      />
      <FormTextField
        {...field}
        name="company"
        label={t('formLayouts.fields.company')}
        slotProps={leading(<BusinessOutlined fontSize="small" />)}
      />
      <FormTextField
        {...field}
        name="email"
        type="email"
        required
        label={t('formLayouts.fields.email')}
        slotProps={leading(<EmailOutlined fontSize="small" />)}
      />
      <FormTextField
        {...field}
        name="phone"
        type="tel"
        label={t('formLayouts.fields.phone')}
        slotProps={leading(<PhoneOutlined fontSize="small" />)}
      />
      <FormTextField
        {...field}
        name="message"
        required
        multiline
        minRows={3}
        label={t('formLayouts.fields.message')}
        slotProps={leading(<ChatBubbleOutlineOutlined fontSize="small" />)}
      />
      <LayoutActions onReset={() => reset()} />
    </Stack>
  )
}
