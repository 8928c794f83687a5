// Words of the account area that come from data or from the server: validation messages of the
// shared schemas, plan names and prices, languages, currencies and dates, in the shown language.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_LANGUAGES, ACCOUNT_MESSAGES, type UserPlan } from '@aurum/shared'

/** The shared schemas' and the server's English messages → account.validation.* keys. */
const MESSAGE_KEYS: Record<string, string> = {
  'Full name is required': 'fullNameRequired',
  'Enter a valid email': 'email',
  'Enter a valid phone number': 'phone',
  'Password is required': 'passwordRequired',
  'Password must have at least 8 characters': 'passwordShort',
  'This email is already registered': 'emailTaken',
  'Please confirm the deactivation': 'confirmRequired',
  [ACCOUNT_MESSAGES.timeZone]: 'timeZone',
  [ACCOUNT_MESSAGES.currency]: 'currency',
  [ACCOUNT_MESSAGES.avatar]: 'avatar',
  [ACCOUNT_MESSAGES.unknownUpload]: 'avatar',
  [ACCOUNT_MESSAGES.zipCode]: 'zipCode',
  [ACCOUNT_MESSAGES.passwordMismatch]: 'passwordMismatch',
  [ACCOUNT_MESSAGES.passwordUnchanged]: 'passwordUnchanged',
  [ACCOUNT_MESSAGES.currentPasswordWrong]: 'currentPasswordWrong',
  [ACCOUNT_MESSAGES.lastManager]: 'lastManager',
}

/** Translates a validation or server message; an unknown one is shown as it came. */
export function useAccountErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (message: string) => {
      const key = MESSAGE_KEYS[message]
      if (key) return t(`account.validation.${key}`)
      if (message.startsWith('Too big')) return t('account.validation.tooLong')
      if (message.startsWith('Invalid option')) return t('account.validation.choose')
      return message
    },
    [t],
  )
}

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
