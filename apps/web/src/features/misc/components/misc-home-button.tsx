import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'

/** "Back to home": `/`, which sends each user to their own landing page. */
export function MiscHomeButton() {
  const { t } = useTranslation()
  return (
    <Button component={RouterLink} to="/" variant="contained" size="large">
      {t('misc.common.backHome')}
    </Button>
  )
}
