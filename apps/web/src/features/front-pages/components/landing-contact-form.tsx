// The landing page's contact form: the server stores the message (notifying the admins is left to
// the notifications area). Its own chunk: the form library loads only when the section renders.
import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import { contactMessageSchema, type ContactMessageInput } from '@aurum/shared'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'
import { useSendContactMessage } from '../api'

export function ContactForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const send = useSendContactMessage()
  const [sent, setSent] = useState(false)
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { fullName: '', email: '', message: '' },
  })
  const { errors } = form.formState
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        setSent(true)
        form.reset()
      },
    }),
  )
  return (
    <Card sx={{ maxWidth: 720, mx: 'auto' }}>
      <CardContent component="form" noValidate onSubmit={submit}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...form.register('fullName')}
              label={t('frontPages.landing.contact.name')}
              autoComplete="name"
              fullWidth
              required
              error={Boolean(errors.fullName)}
              helperText={errorText(errors.fullName?.message)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...form.register('email')}
              type="email"
              label={t('frontPages.landing.contact.email')}
              autoComplete="email"
              fullWidth
              required
              error={Boolean(errors.email)}
              helperText={errorText(errors.email?.message)}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...form.register('message')}
              label={t('frontPages.landing.contact.message')}
              multiline
              minRows={4}
              fullWidth
              required
              error={Boolean(errors.message)}
              helperText={errorText(errors.message?.message)}
            />
          </Grid>
        </Grid>
        {sent ? (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('frontPages.landing.contact.sent')}
          </Alert>
        ) : null}
        {send.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {send.error instanceof ApiError && send.error.issue
              ? errorText(send.error.issue)
              : t('frontPages.common.loadFailed')}
          </Alert>
        ) : null}
        <Box sx={{ textAlign: 'end', mt: 2 }}>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('frontPages.landing.contact.send')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
