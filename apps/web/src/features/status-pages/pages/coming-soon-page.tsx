// "We are launching soon" with a notify-me field: the address is kept on the server (once, with the
// page's language) to be told when Aurum opens; a refusal (too many from one address) says why.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined'
import { useForm } from 'react-hook-form'
import { CONTENT_LANGUAGES, type ContentLanguage } from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { StatusScreen } from '../components/status-screen'
import { zodResolver } from '@/lib/zod-resolver'
import { ApiError } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { useLaunchSubscription } from '../api'

const notifySchema = z.object({ email: z.email('statusPages.comingSoon.emailInvalid') })
type NotifyForm = z.infer<typeof notifySchema>

export function ComingSoonPage() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const subscribe = useLaunchSubscription()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NotifyForm>({ resolver: zodResolver(notifySchema), defaultValues: { email: '' } })
  const language = (CONTENT_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as ContentLanguage)
    : 'en'
  const failure =
    subscribe.error instanceof ApiError && subscribe.error.issue
      ? errorText(subscribe.error.issue)
      : t('statusPages.comingSoon.failed')
  const { ref, ...emailField } = register('email')
  return (
    <StatusScreen
      icon={RocketLaunchOutlined}
      title={t('statusPages.comingSoon.title')}
      description={t('statusPages.comingSoon.description')}
    >
      {subscribe.isSuccess ? (
        <Alert severity="success" role="status">
          {t('statusPages.comingSoon.thanks')}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit((values) => subscribe.mutate({ email: values.email, language }))}
          aria-label={t('statusPages.comingSoon.formLabel')}
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            flexWrap: 'wrap',
            justifyContent: 'center',
          }}
        >
          <TextField
            {...emailField}
            inputRef={ref}
            type="email"
            size="small"
            label={t('statusPages.comingSoon.email')}
            error={Boolean(errors.email)}
            helperText={errors.email?.message ? t(errors.email.message) : undefined}
            sx={{ minWidth: 260 }}
          />
          <Button type="submit" variant="contained" loading={subscribe.isPending}>
            {t('statusPages.comingSoon.notify')}
          </Button>
          {subscribe.isError ? (
            <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
              {failure}
            </Alert>
          ) : null}
        </Box>
      )}
    </StatusScreen>
  )
}
