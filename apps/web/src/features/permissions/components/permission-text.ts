// The server's and the shared schema's English messages about permissions → this area's strings.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

const MESSAGE_KEYS: Record<string, string> = {
  'Permission name is required': 'nameRequired',
  'A permission with this name already exists': 'nameTaken',
  'Permission not found': 'notFound',
}

export function usePermissionErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (message: string) => {
      const key = MESSAGE_KEYS[message]
      if (key) return t(`permissions.errors.${key}`)
      const unknown = /^Unknown role\(s\): (.+)$/.exec(message)
      if (unknown) return t('permissions.errors.unknownRoles', { roles: unknown[1] })
      if (message.startsWith('Too big')) return t('permissions.errors.tooLong')
      return message
    },
    [t],
  )
}
