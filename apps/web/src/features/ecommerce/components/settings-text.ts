// Words of the store settings that come from the shared schemas or the data: validation messages
// and the seeded notification events, each turned into a translated string when known.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** The shared settings schemas' English messages → ecommerce.settings.validation.* keys. */
const MESSAGE_KEYS: Record<string, string> = {
  Required: 'required',
  'Enter a valid email': 'email',
  'Enter a valid phone number': 'phone',
  'Three capital letters (ISO 4217)': 'currency',
  'Cannot be negative': 'negative',
  'At least one country': 'country',
  'At least one rate': 'rate',
  'At least one location': 'location',
  'Exactly one default location': 'oneDefault',
  'Each provider once': 'providerTwice',
}

/** Translates a field message; an unknown one is shown as it came. */
export function useSettingsErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (message: string) => {
      const key = MESSAGE_KEYS[message]
      if (key) return t(`ecommerce.settings.validation.${key}`)
      if (message.startsWith('At most') || message.startsWith('Too big')) return t('ecommerce.settings.validation.tooLong')
      if (message.startsWith('Invalid')) return t('ecommerce.settings.validation.invalid')
      return message
    },
    [t],
  )
}

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
