// Puts the shared schemas' and the server's English messages for products and categories into
// the reader's language; a message not listed shows as written.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { PRODUCT_MESSAGES } from '@aurum/shared'

/** English message → translation key, from the one list the schemas and the server use. */
const KNOWN_MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries(PRODUCT_MESSAGES).map(([key, message]) => [message, key]),
)

export function useProductErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation()
  return useCallback(
    (message) => {
      if (!message) return undefined
      const key = KNOWN_MESSAGES[message]
      return key ? t(`ecommerce.products.validation.${key}`) : message
    },
    [t],
  )
}
