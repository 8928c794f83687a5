// The two frames of the authentication screens: a centred card (the "v1" showcase variants) and a
// split screen with an illustration (the "v2" variants and the real /login, /register, ...).
import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { alpha } from '@mui/material/styles'
import type { SvgIconComponent } from '@mui/icons-material'
import { useTranslation } from 'react-i18next'
import { LanguageMenu } from '@/components/language-menu'
import { AuthBrand } from './auth-brand'
import { AuthIllustration } from './auth-illustration'

export type AuthLayoutProps = {
  variant: 'card' | 'split'
  icon: SvgIconComponent
  children: ReactNode
  /** Wider content column, e.g. the multi-step registration. */
  wide?: boolean
}

/** The language picker in the top inline-end corner: visitors have no navbar. */
function AuthLanguageCorner() {
  const { t } = useTranslation()
  return (
    <Box sx={{ position: 'absolute', insetBlockStart: 16, insetInlineEnd: 16, zIndex: 1 }}>
      <LanguageMenu label={t('auth.common.language')} />
    </Box>
  )
}

export function AuthLayout({ variant, icon, children, wide = false }: AuthLayoutProps) {
  if (variant === 'card') {
    return (
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          p: { xs: 2, sm: 4 },
          bgcolor: 'background.default',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            width: 260,
            height: 260,
            borderRadius: 6,
            transform: 'rotate(20deg)',
            insetBlockStart: '8%',
            insetInlineStart: '12%',
            bgcolor: alpha(theme.palette.primary.main, 0.16),
            display: { xs: 'none', md: 'block' },
          })}
        />
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            width: 200,
            height: 200,
            borderRadius: '50%',
            insetBlockEnd: '10%',
            insetInlineEnd: '14%',
            bgcolor: alpha(theme.palette.info.main, 0.12),
            display: { xs: 'none', md: 'block' },
          })}
        />
        <AuthLanguageCorner />
        <Card sx={{ width: '100%', maxWidth: wide ? 760 : 460, position: 'relative' }}>
          <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
            <AuthBrand />
            {children}
          </CardContent>
        </Card>
      </Box>
    )
  }
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.paper', position: 'relative' }}
    >
      <AuthLanguageCorner />
      <Box
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'background.default',
          p: 6,
        }}
      >
        <AuthIllustration icon={icon} />
      </Box>
      <Box
        sx={{
          width: { xs: '100%', md: wide ? 640 : 480 },
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 3, sm: 6 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: wide ? 560 : 400 }}>
          <AuthBrand />
          {children}
        </Box>
      </Box>
    </Box>
  )
}
