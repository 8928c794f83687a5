import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import GppBadOutlined from '@mui/icons-material/GppBadOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { isLoggedIn, useSession } from '../../../lib/session'
import { MiscHomeButton } from '../components/misc-home-button'
import { MiscStatusScreen } from '../components/misc-status-screen'

export function NotAuthorizedPage() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <MiscStatusScreen
      code="401"
      icon={GppBadOutlined}
      title={t('misc.notAuthorized.title')}
      description={t('misc.notAuthorized.description')}
    >
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <MiscHomeButton />
        {isLoggedIn(session) ? null : (
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            {t('misc.common.logIn')}
          </Button>
        )}
      </Stack>
    </MiscStatusScreen>
  )
}
