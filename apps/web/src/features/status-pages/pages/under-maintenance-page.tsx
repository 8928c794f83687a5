import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined'
import { useTranslation } from 'react-i18next'
import { StatusHomeButton } from '../components/status-home-button'
import { StatusScreen } from '../components/status-screen'

export function UnderMaintenancePage() {
  const { t } = useTranslation()
  return (
    <StatusScreen
      icon={EngineeringOutlined}
      title={t('statusPages.underMaintenance.title')}
      description={t('statusPages.underMaintenance.description')}
    >
      <StatusHomeButton />
    </StatusScreen>
  )
}
