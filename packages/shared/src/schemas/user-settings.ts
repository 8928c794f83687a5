// A user's own settings as an administrator sees and sets them on the user view (security,
// billing, notifications, connections tabs); the same shapes as the account-settings pages.
import { z } from 'zod'
import {
  accountBillingSchema,
  accountConnectionSchema,
  notificationPreferenceSchema,
  storedBillingSchema,
} from './account.js'
import { USER_MESSAGES } from './users.js'

/** What an administrator sees and sets of a user's own settings (user view: security, billing, notifications, connections). */
export const userSettingsSchema = z.object({
  notifications: z.array(notificationPreferenceSchema),
  connections: z.array(accountConnectionSchema),
  billing: storedBillingSchema.nullable(),
  twoStepEnabled: z.boolean(),
})
export type UserSettings = z.infer<typeof userSettingsSchema>

export const userSettingsUpdateSchema = z
  .object({
    notifications: z.array(notificationPreferenceSchema).max(50),
    connections: z.array(accountConnectionSchema).max(50),
    billing: accountBillingSchema,
    /** false turns two-step verification off (a user who lost their device); only its owner turns it on. */
    twoStepEnabled: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: USER_MESSAGES.nothingToSave })
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>
