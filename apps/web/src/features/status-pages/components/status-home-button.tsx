import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/lib/paths'

/** "Back to home": `/`, which sends each user to their own landing page. */
export function StatusHomeButton() {
  const { t } = useTranslation()
  return (
    <Button component={RouterLink} to={paths.root} variant="contained" size="large">
      {t('statusPages.common.backHome')}
    </Button>
  )
}
