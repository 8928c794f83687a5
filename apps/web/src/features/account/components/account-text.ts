// Words of the account area that come from data: plan names and prices, languages, currencies
// and dates, in the shown language (errors are lib/error-text.ts's).
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_LANGUAGES, type UserPlan } from '@aurum/shared'

export function usePlanText() {
  const { t } = useTranslation()
  return useCallback((plan: UserPlan) => t(`account.plans.${plan}`), [t])
}

/** A monthly price as dollar text ("$29"), in the shown language's number format. */
export function useDollarText() {
  const { i18n } = useTranslation()
  return useCallback(
    (amount: number) =>
      new Intl.NumberFormat(i18n.language, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(amount),
    [i18n.language],
  )
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
  const { i18n } = useTranslation()
  return useCallback(
    (code: string) => {
      try {
        const name = new Intl.DisplayNames([i18n.language], { type: 'currency' }).of(code)
        return name && name !== code ? `${code} · ${name}` : code
      } catch {
        return code
      }
    },
    [i18n.language],
  )
}

export function useDateTimeText() {
  const { i18n } = useTranslation()
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    [i18n.language],
  )
}
