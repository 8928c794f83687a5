// The server's and the shared schema's English messages about roles → this area's strings.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

const MESSAGE_KEYS: Record<string, string> = {
  'Role name must have at least 2 characters': 'nameShort',
  'Use lower-case letters, digits and dashes, starting with a letter': 'nameChars',
  'A role with this name already exists': 'nameTaken',
  'This would leave no active user able to manage roles': 'lastManager',
  'This would take away your own right to manage roles': 'selfLockout',
  'You cannot grant abilities you do not have': 'grantAbove',
  'Role not found': 'notFound',
}

/** "3 user(s) still have this role; …": the count is kept in the translation. */
const HOLDERS = /^(\d+) user\(s\) still have this role/

export function useRoleErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (message: string) => {
      const key = MESSAGE_KEYS[message]
      if (key) return t(`roles.errors.${key}`)
      const holders = HOLDERS.exec(message)
      if (holders) return t('roles.errors.stillHeld', { count: Number(holders[1]) })
      if (message.startsWith('Too big')) return t('roles.errors.tooLong')
      return message
    },
    [t],
  )
}
