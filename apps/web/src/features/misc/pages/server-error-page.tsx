import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined'
import { useTranslation } from 'react-i18next'
import { MiscHomeButton } from '../components/misc-home-button'
import { MiscStatusScreen } from '../components/misc-status-screen'

export function ServerErrorPage() {
  const { t } = useTranslation()
  return (
    <MiscStatusScreen
      code="500"
      icon={ReportGmailerrorredOutlined}
      title={t('misc.serverError.title')}
      description={t('misc.serverError.description')}
    >
      <MiscHomeButton />
    </MiscStatusScreen>
  )
}
