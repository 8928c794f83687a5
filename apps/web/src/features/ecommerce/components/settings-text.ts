// Words of the store settings that come from the data: the seeded notification events, each turned
// into a translated string when known (errors are lib/error-text.ts's).
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** The demo store's notification events (stored in English) → ecommerce.settings.notifications.events.*. */
const EVENT_KEYS: Record<string, string> = {
  'New customer sign up': 'newCustomer',
  'New order': 'newOrder',
  'Order shipped': 'orderShipped',
  'Product review': 'productReview',
}

export function useNotificationEventText() {
  const { t } = useTranslation()
  return useCallback(
    (type: string) => {
      const key = EVENT_KEYS[type]
      return key ? t(`ecommerce.settings.notifications.events.${key}`) : type
    },
    [t],
  )
}
