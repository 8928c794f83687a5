// Rules of the store settings: Aurum runs one store, so the settings are the single store_settings
// row (the first by id, should more ever be inserted); a save replaces one section whole.
import { STORE_SETTINGS_MESSAGES, type StoreSettings, type StoreSettingsSection } from '@aurum/shared'
import type { Db } from '../../../db/client.js'
import { notFound } from '../../../http/errors.js'
import * as settingsRepo from './repo.js'

function toStoreSettings({ id: _id, updatedAt, ...row }: settingsRepo.StoreSettingsRow): StoreSettings {
  return { ...row, updatedAt: updatedAt.toISOString() }
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
