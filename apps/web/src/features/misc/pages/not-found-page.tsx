import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined'
import { useTranslation } from 'react-i18next'
import { MiscHomeButton } from '../components/misc-home-button'
import { MiscStatusScreen } from '../components/misc-status-screen'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <MiscStatusScreen
      code="404"
      icon={TravelExploreOutlined}
      title={t('misc.notFound.title')}
      description={t('misc.notFound.description')}
    >
      <MiscHomeButton />
    </MiscStatusScreen>
  )
}
