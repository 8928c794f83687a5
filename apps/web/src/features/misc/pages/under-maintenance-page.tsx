import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined'
import { useTranslation } from 'react-i18next'
import { MiscHomeButton } from '../components/misc-home-button'
import { MiscStatusScreen } from '../components/misc-status-screen'

export function UnderMaintenancePage() {
  const { t } = useTranslation()
  return (
    <MiscStatusScreen
      icon={EngineeringOutlined}
      title={t('misc.underMaintenance.title')}
      description={t('misc.underMaintenance.description')}
    >
      <MiscHomeButton />
    </MiscStatusScreen>
  )
}
