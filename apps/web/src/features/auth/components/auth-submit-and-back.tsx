// The foot of the forms reached from the login (forgot and reset password): the form's submit,
// then the way back to the login.
import Button from '@mui/material/Button'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import { useTranslation } from 'react-i18next'
import { AppLink } from '@/lib/navigation'
import { paths } from '@/lib/paths'
import { flipInRtl } from './flip-in-rtl'

export function AuthSubmitAndBack({ submitLabel, submitting }: { submitLabel: string; submitting: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
      <Button component={AppLink} to={paths.login} startIcon={<ChevronLeft sx={flipInRtl} />}>
        {t('auth.common.backToLogin')}
      </Button>
    </>
  )
}
