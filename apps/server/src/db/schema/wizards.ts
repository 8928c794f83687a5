// The wizards' tables: each user's draft per wizard, the account wizard's submissions, the deals of
// the create-deal wizard and the property listings with their photos.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { cascadingId, createdAt, serialId } from './columns.js'
import { sql } from 'drizzle-orm'
import { users } from './users.js'

export const wizardDrafts = pgTable(
  'wizard_drafts',
  {
    userId: cascadingId('user_id', () => users.id),
    /** One of WIZARD_IDS. */
    wizard: text('wizard').notNull(),
    step: integer('step').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.wizard] })],
)

/**
 * The account wizard's submissions: what it collected. When the submitter may create users the
 * submission created the account `accountId` (its password lives on that user only); otherwise it
 * is kept here, with the password hashed, and no account exists.
 */
export const wizardSubmissions = pgTable(
  'wizard_submissions',
  {
    id: serialId(),
    userId: cascadingId('user_id', () => users.id),
    wizard: text('wizard').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** The user this submission created; null when the submitter may not create users. */
    accountId: integer('account_id').references(() => users.id, { onDelete: 'set null' }),
    /** The personal and social steps as submitted. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wizard_submissions_user_idx').on(t.userId, t.id)],
)

export const deals = pgTable(
  'deals',
  {
    id: serialId(),
    userId: cascadingId('user_id', () => users.id),
    dealType: text('deal_type').notNull(),
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    region: text('region').notNull(),
    title: text('title').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    offeredItems: jsonb('offered_items').$type<string[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    userType: text('user_type').notNull(),
    maxUsers: integer('max_users').notNull(),
    minCartAmount: numeric('min_cart_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    singleUse: boolean('single_use').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('deals_user_idx').on(t.userId, t.id),
    // The checkout finds a deal by its code in any case: one deal per code.
    uniqueIndex('deals_code_unique').on(sql`lower(${t.code})`),
  ],
)

export const propertyListings = pgTable(
  'property_listings',
  {
    id: serialId(),
    userId: cascadingId('user_id', () => users.id),
    purpose: text('purpose').notNull(),
    city: text('city').notNull(),
    expectedPrice: numeric('expected_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** Ids of /api/media/uploads, in the order the user arranged them. */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull(),
    /** Every step as submitted (validated by listingWizardSchema). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('property_listings_user_idx').on(t.userId, t.id)],
)
