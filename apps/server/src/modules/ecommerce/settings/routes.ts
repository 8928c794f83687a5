// HTTP of /api/apps/ecommerce/settings: the store settings page. GET answers every section; each
// section is saved by its own PUT, whose body its zod schema checks (400 naming the fields).
import {
  fieldErrorsSchema,
  messageSchema,
  STORE_SETTINGS_SECTIONS,
  storeSettingsSchema,
  storeSettingsSectionSchemas,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { ApiRouter } from '#server/http/api-router.js'
import * as settingsService from './service.js'

const notFoundAnswer = { description: 'No store row in the database', schema: messageSchema }

export function createStoreSettingsRouter({ db }: { db: Db }) {
  const router = new ApiRouter().get(
    {
      path: '/apps/ecommerce/settings',
      summary: "The store's settings: details, payments, checkout, shipping, locations and notifications",
      description:
        'Aurum runs one store: its settings are the single store_settings row (the first by id, should more ever exist). Each section is saved by PUT /apps/ecommerce/settings/{section}.',
      tags: ['ecommerce'],
      access: { action: 'read', subject: 'StoreSettings' },
      responses: { 200: { description: 'Every section', schema: storeSettingsSchema }, 404: notFoundAnswer },
    },
    async (c) => c.json(await settingsService.getStoreSettings(db)),
  )
  // One declared route per section, so each has its own body schema in the OpenAPI document; an
  // unknown section is an unknown path (404).
  for (const section of STORE_SETTINGS_SECTIONS) {
    router.put(
      {
        path: `/apps/ecommerce/settings/${section}`,
        summary: `Save the store's ${section} section (replaces it whole)`,
        tags: ['ecommerce'],
        access: { action: 'update', subject: 'StoreSettings' },
        body: storeSettingsSectionSchemas[section],
        responses: {
          200: { description: 'Every section, as saved', schema: storeSettingsSchema },
          400: { description: 'Invalid section values', schema: fieldErrorsSchema },
          404: notFoundAnswer,
        },
      },
      async (c, { body }) => c.json(await settingsService.saveStoreSettingsSection(db, section, body)),
    )
  }
  return router
}
