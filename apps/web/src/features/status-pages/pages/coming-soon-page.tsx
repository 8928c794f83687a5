// "We are launching soon" with a notify-me field. Nothing stores the address yet (no mailing
// list in the product), so the form checks it and thanks the visitor.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { StatusScreen } from '../components/status-screen'
import { zodResolver } from '../../../lib/zod-resolver'

const notifySchema = z.object({ email: z.email('statusPages.comingSoon.emailInvalid') })
type NotifyForm = z.infer<typeof notifySchema>

export function ComingSoonPage() {
  const { t } = useTranslation()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useForm<NotifyForm>({ resolver: zodResolver(notifySchema), defaultValues: { email: '' } })
  const { ref, ...emailField } = register('email')
  return (
    <StatusScreen
      icon={RocketLaunchOutlined}
      title={t('statusPages.comingSoon.title')}
      description={t('statusPages.comingSoon.description')}
    >
      {isSubmitSuccessful ? (
        <Alert severity="success" role="status">
          {t('statusPages.comingSoon.thanks')}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit(() => undefined)}
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
          <Button type="submit" variant="contained">
            {t('statusPages.comingSoon.notify')}
          </Button>
        </Box>
      )}
    </StatusScreen>
  )
}
