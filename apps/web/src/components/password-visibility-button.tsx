// The show/hide button at the end of every password field (sign-in pages, account and user
// security tabs), named in the app's always-loaded strings.
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useTranslation } from 'react-i18next'

export type PasswordVisibilityButtonProps = {
  shown: boolean
  onToggle: () => void
  iconSize?: 'small' | 'medium'
}

export function PasswordVisibilityButton({
  shown,
  onToggle,
  iconSize = 'medium',
}: PasswordVisibilityButtonProps) {
  const { t } = useTranslation()
  return (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        onClick={onToggle}
        aria-label={t(shown ? 'app.password.hide' : 'app.password.show')}
        aria-pressed={shown}
      >
        {shown ? <VisibilityOffOutlined fontSize={iconSize} /> : <VisibilityOutlined fontSize={iconSize} />}
      </IconButton>
    </InputAdornment>
  )
}
