// Users, their roles (with the stored ability rules the server enforces), login sessions and the
// permission catalogue of spec section 6.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { cascadingId, createdAt, serialId } from './columns.js'
import type { AbilityRule } from '@aurum/shared'

export const roles = pgTable('roles', {
  id: serialId(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  rules: jsonb('rules').$type<AbilityRule[]>().notNull().default([]),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: serialId(),
    fullName: text('full_name').notNull(),
    company: text('company').notNull().default(''),
    role: text('role')
      .notNull()
      .references(() => roles.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    username: text('username').notNull(),
    country: text('country').notNull().default(''),
    contact: text('contact').notNull().default(''),
    email: text('email').notNull(),
    currentPlan: text('current_plan').notNull(),
    /** How the plan is paid: 'monthly' or 'annual' (BILLING_CYCLES); a free plan is monthly. */
    planCycle: text('plan_cycle').notNull().default('monthly'),
    status: text('status').notNull(),
    avatar: text('avatar'),
    taskDone: integer('task_done').notNull().default(0),
    projectDone: integer('project_done').notNull().default(0),
    taxId: text('tax_id').notNull().default(''),
    language: text('language').notNull().default('English'),
    /** scrypt hash; null for users who cannot log in (most of the demo data). */
    passwordHash: text('password_hash'),
    /**
     * A self-registered account whose address is not yet confirmed by its one-time link (it may sign
     * in, and sees a banner). Accounts made by an administrator or the seed count as confirmed.
     */
    emailUnverified: boolean('email_unverified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_full_name_idx').on(t.fullName, t.id),
    index('users_email_idx').on(t.email, t.id),
    index('users_role_idx').on(t.role, t.id),
    index('users_plan_idx').on(t.currentPlan, t.id),
    index('users_status_idx').on(t.status, t.id),
    // Search by country: the codes whose names match the term, by equality (modules/users/repo.ts).
    index('users_country_idx').on(t.country, t.id),
    // One trigram index over name and email, with the list filters beside it (btree_gin), so a
    // search narrows to the role, plan and status inside the index before touching the table.
    // The expression must stay identical to userSearchText() for the planner to use it.
    index('users_search_trgm').using(
      'gin',
      sql`(${t.fullName} || ' ' || ${t.email}) gin_trgm_ops`,
      t.role,
      t.currentPlan,
      t.status,
    ),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    /** Random id carried in the token (`sid`); revoking sets revokedAt. */
    id: text('id').primaryKey(),
    userId: cascadingId('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
)

export const permissions = pgTable(
  'permissions',
  {
    id: serialId(),
    name: text('name').notNull().unique(),
    /** Names of the roles it is assigned to (roles.name; kept in step on rename and delete by the roles module). */
    assignedTo: text('assigned_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('permissions_name_trgm').using('gin', t.name.op('gin_trgm_ops'))],
)

/** Instance-wide settings shared by every API server (e.g. the token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/** One-time password reset links: only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: cascadingId('user_id', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
)

/** One-time address verification links (registration, "resend"): only the SHA-256 is stored. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: cascadingId('user_id', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
)

/**
 * Attempts counted per scope (login per address, login per account, password reset, sign-up) and
 * key, in a fixed window. In the database so that every API server behind a load balancer counts
 * the same attempts, and so that concurrent requests each take their turn on the row.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('auth_throttle_window_idx').on(t.windowStartedAt)],
)

/**
 * Exact user counts per (role, plan, status), kept by statement-level triggers (migration 0004),
 * so a users list without a search term counts from at most a few dozen rows instead of
 * scanning the table (1,000,000 rows: ~280 ms per count).
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: text('role').notNull(),
    currentPlan: text('current_plan').notNull(),
    status: text('status').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.currentPlan, t.status] })],
)

export type AccountPreferences = {
  address: string
  state: string
  zipCode: string
  timezone: string
  currency: string
}
export type NotificationPreference = { type: string; email: boolean; browser: boolean; app: boolean }
export type AccountConnection = { name: string; connected: boolean; username?: string }
export type AccountBilling = {
  companyName: string
  billingEmail: string
  taxId: string
  vatNumber: string
  mobile: string
  country: string
  address: string
  state: string
  zipCode: string
}

/** What a user sets on the account-settings pages beyond the users row itself; one row per user. */
export const accountSettings = pgTable('account_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<AccountPreferences>().notNull(),
  notifications: jsonb('notifications').$type<NotificationPreference[]>().notNull().default([]),
  connections: jsonb('connections').$type<AccountConnection[]>().notNull().default([]),
  billing: jsonb('billing').$type<AccountBilling | null>(),
  /** When the user dismissed the guided tour of the shell for good (null: it may be offered). */
  tourDismissedAt: timestamp('tour_dismissed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A user's authenticator (TOTP, RFC 6238): the secret sealed with AES-256-GCM under a key derived
 * from the server's secret, so a copy of the database alone does not give the codes. Without
 * enabledAt it is a setup waiting for its first code; two-step verification is on exactly when an
 * enabled row exists. lastUsedStep is the 30-second step of the last code accepted: a code is
 * taken once, and none older than it.
 */
export const twoStepFactors = pgTable('two_step_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
})

/** One-use recovery codes of two-step sign-in: only a keyed hash (HMAC-SHA-256) of each is kept. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: serialId(),
    userId: cascadingId('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_step_recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
)
