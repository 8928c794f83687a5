// Words of the users area that come from data: plans, statuses, languages and session devices,
// each turned into this area's translated string (errors are lib/error-text.ts's).
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { usePlanMonthlyPrices } from '@/lib/plans'
import { USER_LANGUAGES, type UserPlan, type UserSession, type UserStatus } from '@aurum/shared'
import { useFormat } from '@/lib/format'

export function usePlanText() {
  const { t } = useTranslation()
  return useCallback((plan: UserPlan) => t(`users.plans.${plan}`), [t])
}

export function useStatusText() {
  const { t } = useTranslation()
  return useCallback((status: UserStatus) => t(`users.statuses.${status}`), [t])
}

/** Languages are stored by English name (the demo data's words) and shown translated when known. */
export function useLanguageText() {
  const { t } = useTranslation()
  return useCallback(
    (language: string) =>
      (USER_LANGUAGES as readonly string[]).includes(language)
        ? t(`users.languages.${language.toLowerCase()}`)
        : language,
    [t],
  )
}

/** A session's browser and system ("Chrome 126 on Windows") in the reader's language. */
export function useSessionDeviceText() {
  const { t } = useTranslation()
  return useCallback(
    (session: Pick<UserSession, 'browser' | 'os'>) => {
      const known = (text: string) => (text === 'Unknown' ? t('users.security.unknown') : text)
      return t('users.security.deviceOn', { browser: known(session.browser), os: known(session.os) })
    },
    [t],
  )
}

/**
 * A plan's monthly price in dollars (the plans come from the server, lib/plans.ts), digits as the
 * language writes them; an ellipsis while the plans load.
 */
export function usePlanPrice() {
  const format = useFormat()
  const prices = usePlanMonthlyPrices()
  return useCallback(
    (plan: UserPlan) => {
      const dollars = prices[plan]
      return dollars === undefined ? '…' : format.price(dollars)
    },
    [format, prices],
  )
}
