// Rules of the store settings: Aurum runs one store, so the settings are the single store_settings
// row (the first by id, should more ever be inserted); a save replaces one section whole. Other
// modules read what they act on through here: the order number format, and the whole settings for
// the checkout (fields, payment methods) and the order mails and notices (details, events).
import {
  STORE_NOTIFICATION_EVENTS,
  STORE_SETTINGS_MESSAGES,
  type OrderNumberFormat,
  type StoreNotifications,
  type StoreSettings,
  type StoreSettingsSection,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { notFound } from '#server/http/errors.js'
import * as settingsRepo from './repo.js'

/** Every event once, in STORE_NOTIFICATION_EVENTS order; one never saved is off. */
function everyEvent(saved: StoreNotifications): StoreNotifications {
  return {
    events: STORE_NOTIFICATION_EVENTS.map(
      (type) => saved.events.find((event) => event.type === type) ?? { type, email: false, app: false },
    ),
  }
}

function toStoreSettings({ id: _id, updatedAt, ...row }: settingsRepo.StoreSettingsRow): StoreSettings {
  return { ...row, notifications: everyEvent(row.notifications), updatedAt: updatedAt.toISOString() }
}

export async function getStoreSettings(db: Db): Promise<StoreSettings> {
  const row = await settingsRepo.findStoreSettings(db)
  if (!row) throw notFound(STORE_SETTINGS_MESSAGES.notFound)
  return toStoreSettings(row)
}

export async function saveStoreSettingsSection<S extends StoreSettingsSection>(
  db: Db,
  section: S,
  value: settingsRepo.StoreSettingsSectionValues[S],
): Promise<StoreSettings> {
  const row = await settingsRepo.updateStoreSettings(db, { [section]: value })
  if (!row) throw notFound(STORE_SETTINGS_MESSAGES.notFound)
  return toStoreSettings(row)
}

/** A store without its settings row (an empty database) writes plain numbers. */
const NO_FORMAT: OrderNumberFormat = { prefix: '', suffix: '' }

/** How the store writes order numbers (details.orderIdPrefix and orderIdSuffix). */
export async function orderNumberFormat(db: Db): Promise<OrderNumberFormat> {
  const details = await settingsRepo.findStoreDetails(db)
  return details ? { prefix: details.orderIdPrefix, suffix: details.orderIdSuffix } : NO_FORMAT
}
