// Words of the users area that come from data or from the server: plans, statuses, languages and
// the validation messages of the shared schemas, each turned into this area's translated string.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ACCOUNT_LANGUAGES,
  ACCOUNT_MESSAGES,
  type UserPlan,
  type UserSession,
  type UserStatus,
} from '@aurum/shared'

/** The shared schemas' and the server's English messages → users.validation.* keys. */
const MESSAGE_KEYS: Record<string, string> = {
  'Full name is required': 'fullNameRequired',
  'Username must have at least 3 characters': 'usernameShort',
  'Only letters, digits, dots, dashes and underscores': 'usernameChars',
  'Enter a valid email': 'email',
  'Enter a valid phone number': 'phone',
  'Role is required': 'roleRequired',
  'Unknown role': 'roleUnknown',
  'Password must have at least 8 characters': 'passwordShort',
  'The passwords do not match': 'passwordMismatch',
  'This email is already registered': 'emailTaken',
  'This username is taken': 'usernameTaken',
  [ACCOUNT_MESSAGES.zipCode]: 'zipCode',
  [ACCOUNT_MESSAGES.lastManager]: 'lastManager',
  'This would leave no active user able to manage roles': 'lastManager',
  'This would take away your own right to manage roles': 'selfLockout',
  'You cannot grant abilities you do not have': 'grantAbove',
  'You cannot delete your own account': 'deleteSelf',
}

/** Translates a field message; an unknown one (a future server reason) is shown as it came. */
export function useUserErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (message: string) => {
      const key = MESSAGE_KEYS[message]
      if (key) return t(`users.validation.${key}`)
      if (message.startsWith('Too big')) return t('users.validation.tooLong')
      if (message.startsWith('Invalid option')) return t('users.validation.choose')
      return message
    },
    [t],
  )
}

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
      (ACCOUNT_LANGUAGES as readonly string[]).includes(language)
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

/** A monthly price in dollars (prices are dollar text), digits as the language writes them. */
export function usePlanPrice() {
  const { i18n } = useTranslation()
  return useCallback(
    (dollars: number) =>
      new Intl.NumberFormat(i18n.language, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(dollars),
    [i18n.language],
  )
}
