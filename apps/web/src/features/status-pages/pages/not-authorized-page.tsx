import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import GppBadOutlined from '@mui/icons-material/GppBadOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { isLoggedIn, useSession } from '@/lib/session'
import { StatusHomeButton } from '../components/status-home-button'
import { StatusScreen } from '../components/status-screen'
import { paths } from '@/lib/paths'

export function NotAuthorizedPage() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <StatusScreen
      code="401"
      icon={GppBadOutlined}
      title={t('statusPages.notAuthorized.title')}
      description={t('statusPages.notAuthorized.description')}
    >
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <StatusHomeButton />
        {isLoggedIn(session) ? null : (
          <Button component={RouterLink} to={paths.login} variant="outlined" size="large">
            {t('statusPages.common.logIn')}
          </Button>
        )}
      </Stack>
    </StatusScreen>
  )
}
