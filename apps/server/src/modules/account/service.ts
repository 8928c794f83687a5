// Rules of the signed-in user's own account: defaults for settings never saved, a unique email,
// avatars only from this server's uploads, the current password before a new password or a new
// email (either ends the other sessions), sessions revocable only by their owner, and no
// deactivation without the password, nor one that would leave nobody able to sign in and manage roles.
import {
  ACCOUNT_MESSAGES,
  CONNECTION_NAMES,
  DEFAULT_ACCOUNT_PREFERENCES,
  DEFAULT_CONNECTIONS,
  DEFAULT_NOTIFICATIONS,
  NOTIFICATION_TYPES,
  SOCIAL_ACCOUNTS,
  isNewEmail,
  type Account,
  type AccountBilling,
  type AccountConnection,
  type AccountTour,
  type AccountSessionsResponse,
  type AccountUpdate,
  type BillingResponse,
  type NotificationPreference,
  type PasswordChange,
  type RegisterDetails,
  type BillingCycle,
  type UserPlan,
  type MessageCode,
} from '@aurum/shared'
import type { AuthContext } from '../../auth/types.js'
import { hashPassword, verifyPassword } from '../../auth/password.js'
import type { Db } from '../../db/client.js'
import { badRequest, conflict, notFound } from '../../http/errors.js'
import * as uploadsService from '../media/uploads-service.js'
import { keepingRoleAdministration } from '../roles/service.js'
import { withUniqueLogins } from '../../auth/unique-logins.js'
import * as accountRepo from './repo.js'
import { summarizeUserAgent } from './user-agent.js'

/** Recent devices: how many sessions the security tab lists. */
const RECENT_SESSIONS_LIMIT = 10

const settingsDefaults = (): Omit<accountRepo.SettingsRow, 'userId'> => ({
  preferences: { ...DEFAULT_ACCOUNT_PREFERENCES },
  notifications: DEFAULT_NOTIFICATIONS.map((entry) => ({ ...entry })),
  connections: DEFAULT_CONNECTIONS.map((entry) => ({ ...entry })),
  billing: null,
})

/** Every notification type once, in display order: saved choices over the defaults. */
function completeNotifications(
  saved: readonly (Omit<NotificationPreference, 'type'> & { type: string })[],
): NotificationPreference[] {
  return NOTIFICATION_TYPES.map((type) => {
    const fallback = DEFAULT_NOTIFICATIONS.find((entry) => entry.type === type)!
    const chosen = saved.find((entry) => entry.type === type)
    return chosen ? { type, email: chosen.email, browser: chosen.browser, app: chosen.app } : { ...fallback }
  })
}

/** Every service once, in display order; a username only on a connected social account. */
function completeConnections(
  saved: readonly (Omit<AccountConnection, 'name'> & { name: string })[],
): AccountConnection[] {
  return CONNECTION_NAMES.map((name) => {
    const chosen = saved.find((entry) => entry.name === name)
    const connected = chosen?.connected ?? false
    const keepsUsername =
      connected && (SOCIAL_ACCOUNTS as readonly string[]).includes(name) && chosen?.username
    return keepsUsername ? { name, connected, username: chosen.username } : { name, connected }
  })
}

async function loadAccount(db: Db, userId: number) {
  const row = await accountRepo.findAccount(db, userId)
  // The session middleware only lets existing users through; a row gone since is a 404.
  if (!row) throw notFound(ACCOUNT_MESSAGES.notFound)
  return row
}

export async function getAccount(db: Db, userId: number): Promise<Account> {
  // The cycle belongs to billing (getBilling), not to the account's profile fields.
  const { settings, twoStepEnabled, planCycle: _cycle, ...user } = await loadAccount(db, userId)
  return {
    ...(user as Omit<Account, 'preferences' | 'twoStepEnabled' | 'notifications' | 'connections'>),
    preferences: { ...DEFAULT_ACCOUNT_PREFERENCES, ...settings?.preferences },
    twoStepEnabled,
    notifications: completeNotifications(settings?.notifications ?? []),
    connections: completeConnections(settings?.connections ?? []),
  }
}

/**
 * A 400 on `field` (currentPassword by default) unless `password` is the user's password (an
 * account without one never passes). Other modules that ask for it name their own code.
 */
export async function checkCurrentPassword(
  db: Db,
  userId: number,
  password: string,
  {
    field = 'currentPassword',
    wrong = ACCOUNT_MESSAGES.currentPasswordWrong,
  }: { field?: string; wrong?: MessageCode } = {},
): Promise<void> {
  const storedHash = await accountRepo.findPasswordHash(db, userId)
  if (!storedHash || !(await verifyPassword(password, storedHash))) {
    throw badRequest({ [field]: [wrong] })
  }
}

/**
 * Saves the profile and preferences. A new email (not merely another case of the stored one, which
 * login treats as the same) is the account's login moving: it needs the current password, checked
 * before the email's uniqueness so a borrowed session cannot probe which emails are registered, and
 * it ends every other session of the user, as a new password does.
 */
export async function updateAccount(db: Db, auth: AuthContext, input: AccountUpdate): Promise<Account> {
  const userId = auth.user.id
  const { address, state, zipCode, timezone, currency, currentPassword, ...profile } = input
  const { email: storedEmail } = await loadAccount(db, userId)
  const emailChanges = isNewEmail(storedEmail, profile.email)
  if (emailChanges) {
    if (!currentPassword) throw badRequest({ currentPassword: [ACCOUNT_MESSAGES.emailNeedsPassword] })
    await checkCurrentPassword(db, userId, currentPassword)
  }
  if (await accountRepo.emailTakenByOther(db, profile.email, userId)) {
    throw conflict({ email: [ACCOUNT_MESSAGES.emailTaken] })
  }
  // An avatar is shown to everyone: only a picture this user uploaded as a public image may be one
  // (another user's upload, or an attachment, which is private, is refused as unknown alike).
  const uploadId = profile.avatar ? uploadsService.uploadIdOf(profile.avatar) : null
  if (uploadId && !(await uploadsService.ownImageExists(db, uploadId, userId))) {
    throw badRequest({ avatar: [ACCOUNT_MESSAGES.unknownUpload] })
  }
  // Two accounts taking one free email at the same moment: the second gets the 409, not a 500.
  await withUniqueLogins(() =>
    accountRepo.updateProfile(
      db,
      userId,
      profile,
      settingsDefaults(),
      { address, state, zipCode, timezone, currency },
      emailChanges ? { endSessionsExcept: auth.sessionId } : {},
    ),
  )
  return getAccount(db, userId)
}

export async function changePassword(db: Db, auth: AuthContext, body: PasswordChange): Promise<void> {
  await checkCurrentPassword(db, auth.user.id, body.currentPassword)
  // The session that changed the password stays; any other (perhaps someone else's) ends.
  await accountRepo.changePassword(db, auth.user.id, await hashPassword(body.newPassword), auth.sessionId)
}

export async function listSessions(db: Db, auth: AuthContext): Promise<AccountSessionsResponse> {
  const rows = await accountRepo.listLiveSessions(db, auth.user.id, RECENT_SESSIONS_LIMIT)
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ...summarizeUserAgent(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      current: row.id === auth.sessionId,
    })),
  }
}

/** Signs out every other device of the caller (this one stays); answers how many were signed out. */
export async function revokeOtherSessions(db: Db, auth: AuthContext): Promise<{ revoked: number }> {
  return { revoked: await accountRepo.endOtherSessions(db, auth.user.id, auth.sessionId) }
}

export async function revokeSession(db: Db, userId: number, sessionId: string): Promise<void> {
  if (!(await accountRepo.revokeOwnSession(db, userId, sessionId)))
    throw notFound(ACCOUNT_MESSAGES.sessionNotFound)
}

export async function setNotifications(db: Db, userId: number, notifications: NotificationPreference[]) {
  const complete = completeNotifications(notifications)
  await accountRepo.upsertSettings(db, userId, settingsDefaults(), { notifications: complete })
  return { notifications: complete }
}

export async function setConnections(db: Db, userId: number, connections: AccountConnection[]) {
  const complete = completeConnections(connections)
  await accountRepo.upsertSettings(db, userId, settingsDefaults(), { connections: complete })
  return { connections: complete }
}

export async function getTour(db: Db, userId: number): Promise<AccountTour> {
  return { dismissed: await accountRepo.findTourDismissed(db, userId) }
}

/** Dismissed for good (stamped once), or offered again (the user restarts it from its page). */
export async function setTour(db: Db, userId: number, tour: AccountTour): Promise<AccountTour> {
  await accountRepo.upsertSettings(db, userId, settingsDefaults(), {
    tourDismissedAt: tour.dismissed ? new Date() : null,
  })
  return tour
}

export async function getBilling(db: Db, userId: number): Promise<BillingResponse> {
  const { currentPlan, planCycle, settings } = await loadAccount(db, userId)
  return {
    currentPlan: currentPlan as UserPlan,
    cycle: planCycle as BillingCycle,
    billing: settings?.billing ?? null,
  }
}

export async function updateBilling(
  db: Db,
  userId: number,
  billing: AccountBilling,
): Promise<BillingResponse> {
  await accountRepo.upsertSettings(db, userId, settingsDefaults(), { billing })
  return getBilling(db, userId)
}

/**
 * The address the multi-step registration asked for becomes the new account's profile address and
 * its billing address (billed to the account's email), so neither page asks for it again.
 */
export async function keepRegistrationAddress(
  db: Db,
  userId: number,
  email: string,
  details: Pick<RegisterDetails, 'address' | 'state' | 'zipCode' | 'country' | 'mobile'>,
): Promise<void> {
  const { address, state, zipCode, country, mobile } = details
  await accountRepo.upsertSettings(db, userId, settingsDefaults(), {
    preferences: { ...DEFAULT_ACCOUNT_PREFERENCES, address, state, zipCode },
    billing: {
      companyName: '',
      billingEmail: email,
      taxId: '',
      vatNumber: '',
      mobile,
      country,
      address,
      state,
      zipCode,
    },
  })
}

/** The plan and how it is paid; without a cycle the current one is kept. */
export async function changePlan(
  db: Db,
  userId: number,
  plan: UserPlan,
  cycle?: BillingCycle,
): Promise<BillingResponse> {
  const current = await loadAccount(db, userId)
  await accountRepo.setPlan(db, userId, plan, cycle ?? current.planCycle)
  return getBilling(db, userId)
}

/**
 * Sets the account inactive and ends its sessions (login then refuses it), once the password is
 * right: a borrowed session must not be able to switch its owner off. Refused when the user is the
 * last active one who can sign in and whose role may manage roles: nobody could give the rights back.
 */
export async function deactivate(db: Db, userId: number, password: string): Promise<void> {
  await checkCurrentPassword(db, userId, password, { field: 'password' })
  await keepingRoleAdministration(
    db,
    { actingUserId: userId, actorMayLeave: true, lastAdministratorCode: ACCOUNT_MESSAGES.lastManager },
    (tx) => accountRepo.deactivateAndEndSessions(tx, userId),
  )
}
