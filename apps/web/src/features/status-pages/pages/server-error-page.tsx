import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined'
import { useTranslation } from 'react-i18next'
import { StatusHomeButton } from '../components/status-home-button'
import { StatusScreen } from '../components/status-screen'

export function ServerErrorPage() {
  const { t } = useTranslation()
  return (
    <StatusScreen
      code="500"
      icon={ReportGmailerrorredOutlined}
      title={t('statusPages.serverError.title')}
      description={t('statusPages.serverError.description')}
    >
      <StatusHomeButton />
    </StatusScreen>
  )
}
