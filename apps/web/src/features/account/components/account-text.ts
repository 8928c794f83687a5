// Words of the account area that come from data: plan names and prices, languages, currencies
// and dates, in the shown language (errors are lib/error-text.ts's).
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_LANGUAGES, type UserPlan } from '@aurum/shared'
import { useFormat } from '@/lib/format'

export function usePlanText() {
  const { t } = useTranslation()
  return useCallback((plan: UserPlan) => t(`account.plans.${plan}`), [t])
}

/** A monthly price as dollar text ("$29"), in the shown language's number format. */
export function useDollarText() {
  return useFormat().price
}

/** Languages are stored by English name; known ones are shown translated. */
export function useLanguageText() {
  const { t } = useTranslation()
  return useCallback(
    (language: string) =>
      (ACCOUNT_LANGUAGES as readonly string[]).includes(language)
        ? t(`account.languages.${language}`)
        : language,
    [t],
  )
}

/** "EUR · Euro" with the currency's name in the shown language. */
export function useCurrencyText() {
  return useFormat().currency
}

export function useDateTimeText() {
  return useFormat().dateTime
}
