// Turns a validation or server message into the user's language. Local form schemas carry i18n
// keys as messages; the shared schemas and the API answer in English, mapped here to keys; an
// unknown message is shown as the server wrote it.
import { useTranslation } from 'react-i18next'

const KNOWN_MESSAGES: Record<string, string> = {
  'Email is required': 'auth.validation.emailRequired',
  'Password is required': 'auth.validation.passwordRequired',
  'Enter a valid email': 'auth.validation.emailInvalid',
  'Username must have at least 3 characters': 'auth.validation.usernameMin',
  'Only letters, digits, dots, dashes and underscores': 'auth.validation.usernameChars',
  'Password must have at least 8 characters': 'auth.validation.passwordMin',
  'Invalid email or password': 'auth.errors.invalidCredentials',
  'Something went wrong': 'auth.errors.generic',
  'Invalid or expired link': 'auth.errors.invalidLink',
  'This email is already registered': 'auth.errors.emailTaken',
  'This username is taken': 'auth.errors.usernameTaken',
  'This reset link is invalid or has expired': 'auth.errors.invalidLink',
  'This account is suspended': 'auth.errors.accountSuspended',
}

export function useAuthErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation()
  return (message) => {
    if (!message) return undefined
    if (message.startsWith('auth.') && i18n.exists(message)) return t(message)
    const key = KNOWN_MESSAGES[message]
    return key ? t(key) : message
  }
}
