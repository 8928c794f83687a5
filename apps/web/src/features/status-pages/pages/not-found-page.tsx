import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined'
import { useTranslation } from 'react-i18next'
import { StatusHomeButton } from '../components/status-home-button'
import { StatusScreen } from '../components/status-screen'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <StatusScreen
      code="404"
      icon={TravelExploreOutlined}
      title={t('statusPages.notFound.title')}
      description={t('statusPages.notFound.description')}
    >
      <StatusHomeButton />
    </StatusScreen>
  )
}
