// i18n keys of the data's own words (order statuses, roles), with the raw value as fallback.
const ORDER_STATUS_KEYS: Record<string, string> = {
  'Ready to Pickup': 'readyToPickup',
  Dispatched: 'dispatched',
  'Out for Delivery': 'outForDelivery',
  Delivered: 'delivered',
}

export function orderStatusKey(status: string): string {
  return `dashboards.crm.orderStatus.${ORDER_STATUS_KEYS[status] ?? 'unknown'}`
}

export const orderStatusColor: Record<string, 'info' | 'warning' | 'primary' | 'success' | undefined> = {
  'Ready to Pickup': 'info',
  Dispatched: 'warning',
  'Out for Delivery': 'primary',
  Delivered: 'success',
}

const KNOWN_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber', 'client']

export function roleKey(role: string): string | null {
  return KNOWN_ROLES.includes(role) ? `dashboards.crm.roles.${role}` : null
}
