import type { ReactNode } from 'react'
import type { SvgIconComponent } from '@mui/icons-material'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '@/lib/document-title'
import { AuthHeading } from './auth-heading'
import { AuthLayout } from './auth-layout'

export type AuthScreenProps = {
  variant: 'card' | 'split'
  icon: SvgIconComponent
  /** i18n key prefix holding `title` and `subtitle`, e.g. 'auth.login'. */
  textKey: string
  wide?: boolean
  children: ReactNode
}

/** One authentication screen: its frame, its heading and its form. */
export function AuthScreen({ variant, icon, textKey, wide, children }: AuthScreenProps) {
  const { t } = useTranslation()
  // The screen's name in the tab ("Login — Aurum"); the verify-email screen has no form, only its title.
  usePageTitle(t(`${textKey}.formLabel`, { defaultValue: t(`${textKey}.title`) }))
  return (
    <AuthLayout variant={variant} icon={icon} wide={wide}>
      <AuthHeading title={t(`${textKey}.title`)} subtitle={t(`${textKey}.subtitle`)} />
      {children}
    </AuthLayout>
  )
}
