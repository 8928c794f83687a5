// Rules of the users module: paging with the spec's fall-back to page 1, unique logins, known
// roles, no granting more than you hold, no change that leaves nobody who can sign in (or not you)
// able to administer roles, your own password before your own email or password changes, and a
// user whose email or password an administrator changes signed out everywhere and told by mail.
import {
  COMMON_MESSAGES,
  PEOPLE_LOOKUP_LIMIT,
  USER_MESSAGES,
  isNewEmail,
  type AppAbility,
  type PeopleQuery,
  type Person,
  type User,
  type UserCreate,
  type UserDetail,
  type UserListQuery,
  type UserListResponse,
  type UserSession,
  type UserStats,
  type UserStatus,
  type UserSettings,
  type UserSettingsUpdate,
  type UserPasswordInput,
  type UserUpdate,
} from '@aurum/shared'
import { hashPassword } from '../../auth/password.js'
import * as twoStep from '../../auth/two-step.js'
import type { Db } from '../../db/client.js'
import { emailChangedByAdminMail, passwordSetByAdminMail, type AccountNotice } from '../email/account-mail.js'
import { queueAccountMail, type EmailDeps } from '../email/service.js'
import { avatarUrl } from '../media/urls.js'
import { badRequest, conflict, forbidden, notFound, refused, type Reason } from '../../http/errors.js'
import * as accountService from '../account/service.js'
import { summarizeUserAgent } from '../account/user-agent.js'
import {
  assertGrantable,
  holdsEveryAbility,
  keepingRoleAdministration,
  withRoleAdministrationLock,
} from '../roles/service.js'
import * as usersRepo from './repo.js'
import { withUniqueLogins } from '../../auth/unique-logins.js'
import { notify } from '../notifications/service.js'

export async function listUsers(db: Db, query: UserListQuery): Promise<UserListResponse> {
  const firstTry = await usersRepo.selectUsersPage(db, query)
  // Spec section 7: a page beyond the last one falls back to page 1.
  const beyondLast = !firstTry.rows.length && query.page > 1
  const { rows, total, totalIsLowerBound } = beyondLast
    ? await usersRepo.selectUsersPage(db, { ...query, page: 1 })
    : firstTry
  return {
    users: rows as User[],
    totalUsers: total,
    totalIsLowerBound,
    totalPages: Math.ceil(total / query.itemsPerPage),
    page: beyondLast ? 1 : query.page,
  }
}

/** The CSV export's batches, in the list's order. */
export const exportUsers = usersRepo.selectUserBatches
export type UserListRow = usersRepo.UserRow

export async function getUser(db: Db, id: number): Promise<UserDetail> {
  const user = await usersRepo.findUser(db, id)
  if (!user) throw notFound(USER_MESSAGES.notFound)
  return user as UserDetail
}

/** 409 naming each of the email and username already used by someone (case-insensitive). */
export async function assertLoginsFree(db: Db, email: string, username: string): Promise<void> {
  const errors: Record<string, Reason[]> = {}
  for (const taken of await usersRepo.findTakenLogins(db, email, username)) {
    if (taken.email.toLowerCase() === email.toLowerCase()) errors.email = [COMMON_MESSAGES.emailTaken]
    if (taken.username.toLowerCase() === username.toLowerCase())
      errors.username = [COMMON_MESSAGES.usernameTaken]
  }
  if (Object.keys(errors).length) throw conflict(errors)
}

/** Whether a username is still free (for forms that check as the user types). */
export async function isUsernameFree(db: Db, username: string): Promise<boolean> {
  return !(await usersRepo.usernameExists(db, username))
}

/** The role must exist, and the acting user must hold every ability it grants. */
async function assertRoleAssignable(db: Db, role: string, actor: AppAbility): Promise<void> {
  const rules = await usersRepo.findRoleRules(db, role)
  if (!rules) throw badRequest({ role: [USER_MESSAGES.roleUnknown] })
  assertGrantable(actor, rules)
}

export async function createUser(db: Db, input: UserCreate, actor: AppAbility): Promise<UserDetail> {
  await assertLoginsFree(db, input.email, input.username)
  await assertRoleAssignable(db, input.role, actor)
  const { password, ...fields } = input
  const passwordHash = password ? await hashPassword(password) : null
  const id = await withUniqueLogins(() =>
    usersRepo.insertUser(db, { ...fields, avatar: avatarUrl(input.fullName), passwordHash }),
  )
  return getUser(db, id)
}

/** Who asks: their id, ability, and the session asking (which a change of their own keeps open). */
export type ActingUser = { userId: number; ability: AppAbility; sessionId: string }

/**
 * A change of one's own login (email or password) through these routes needs the current password,
 * as the account settings ask it: whoever holds a stolen token must not move the login away.
 */
async function assertOwnPassword(db: Db, userId: number, currentPassword: string | undefined) {
  if (!currentPassword) throw badRequest({ currentPassword: [USER_MESSAGES.currentPasswordRequired] })
  await accountService.checkCurrentPassword(db, userId, currentPassword, {
    wrong: USER_MESSAGES.currentPasswordWrong,
  })
}

/**
 * Queues a notice to a user in the transaction of the change it tells of (both or neither); the
 * caller wakes the outbox once the transaction has committed.
 */
async function queueNotice(
  mail: EmailDeps,
  tx: Db,
  to: { email: string; name: string },
  notice: AccountNotice,
) {
  await queueAccountMail({ ...mail, db: tx, kickOutbox: () => undefined }, { to, ...notice })
}

/**
 * The user `id`, if the acting user may manage them: 404 when there is no such user, 403 when
 * their role holds an ability the acting user lacks. Holding `update` on User is not the power to
 * take over someone stronger (set their password or email, suspend or delete them).
 */
async function manageableUser(db: Db, id: number, acting: ActingUser) {
  const current = await usersRepo.findUser(db, id)
  if (!current) throw notFound(USER_MESSAGES.notFound)
  const rules = await usersRepo.findRoleRules(db, current.role)
  if (!rules || !holdsEveryAbility(acting.ability, rules)) throw forbidden(USER_MESSAGES.manageAbove)
  return current
}

export async function deleteUser(db: Db, id: number, acting: ActingUser): Promise<void> {
  if (id === acting.userId) throw refused(USER_MESSAGES.deleteSelf)
  await keepingRoleAdministration(db, { actingUserId: acting.userId }, async (tx) => {
    await manageableUser(tx, id, acting)
    if (!(await usersRepo.deleteUser(tx, id))) throw notFound(USER_MESSAGES.notFound)
  })
}

/**
 * Saves the edit dialog. A role change must be grantable by the acting user; a change of role or
 * status must keep someone (and the acting user) able to administer roles; suspending ends the
 * user's sessions at once. A new email (other than by case) is the login moving: one's own needs
 * the current password and ends one's other sessions; someone else's ends all of theirs and tells
 * the old address.
 */
export async function updateUser(
  mail: EmailDeps,
  id: number,
  input: UserUpdate,
  acting: ActingUser,
): Promise<UserDetail> {
  const { db } = mail
  const { currentPassword, ...fields } = input
  const current = await manageableUser(db, id, acting)
  const own = id === acting.userId
  // Before the uniqueness check, so that a borrowed session cannot probe which emails exist.
  if (own && isNewEmail(current.email, input.email)) await assertOwnPassword(db, id, currentPassword)
  const errors: Record<string, Reason[]> = {}
  for (const taken of await usersRepo.findTakenLoginsOfOthers(db, id, input.email, input.username)) {
    if (taken.email.toLowerCase() === input.email.toLowerCase()) errors.email = [COMMON_MESSAGES.emailTaken]
    if (taken.username.toLowerCase() === input.username.toLowerCase())
      errors.username = [COMMON_MESSAGES.usernameTaken]
  }
  if (Object.keys(errors).length) throw conflict(errors)
  if (input.role !== current.role) await assertRoleAssignable(db, input.role, acting.ability)
  // Checked again under the lock: the user's role may have changed since the read above.
  let noticeQueued = false
  const save = async (tx: Db) => {
    const locked = await manageableUser(tx, id, acting)
    await usersRepo.updateUser(tx, id, fields)
    const emailMoves = isNewEmail(locked.email, input.email)
    if (input.status === 'inactive' && locked.status !== 'inactive')
      await usersRepo.revokeAllUserSessions(tx, id)
    else if (emailMoves) await usersRepo.revokeAllUserSessions(tx, id, own ? acting.sessionId : undefined)
    if (emailMoves && !own) {
      await queueNotice(
        mail,
        tx,
        { email: locked.email, name: locked.fullName },
        emailChangedByAdminMail(locked.language, { previous: locked.email, next: input.email }),
      )
      noticeQueued = true
    }
  }
  await withUniqueLogins(() =>
    input.role !== current.role || input.status !== current.status
      ? keepingRoleAdministration(db, { actingUserId: acting.userId }, save)
      : withRoleAdministrationLock(db, save),
  )
  if (noticeQueued) mail.kickOutbox()
  if (input.role !== current.role)
    await notify(db, {
      userIds: [id],
      exceptUserId: acting.userId,
      kind: 'roleChanged',
      params: { role: input.role },
      link: '/access-control',
    })
  return getUser(db, id)
}

export async function setUserStatus(
  db: Db,
  id: number,
  status: UserStatus,
  acting: ActingUser,
): Promise<UserDetail> {
  await keepingRoleAdministration(db, { actingUserId: acting.userId }, async (tx) => {
    await manageableUser(tx, id, acting)
    await usersRepo.updateUser(tx, id, { status })
    if (status === 'inactive') await usersRepo.revokeAllUserSessions(tx, id)
  })
  return getUser(db, id)
}

/**
 * An administrator sets a user's password: every open session of that user ends and they are told
 * by mail. Setting one's own needs the current one, and keeps the asking session (as the account's
 * password change does).
 */
export async function setUserPassword(
  mail: EmailDeps,
  id: number,
  input: UserPasswordInput,
  acting: ActingUser,
): Promise<void> {
  const { db } = mail
  await manageableUser(db, id, acting)
  const own = id === acting.userId
  if (own) await assertOwnPassword(db, id, input.currentPassword)
  const passwordHash = await hashPassword(input.password)
  await withRoleAdministrationLock(db, async (tx) => {
    const locked = await manageableUser(tx, id, acting)
    await usersRepo.setUserPasswordHash(tx, id, passwordHash)
    await usersRepo.revokeAllUserSessions(tx, id, own ? acting.sessionId : undefined)
    if (!own)
      await queueNotice(
        mail,
        tx,
        { email: locked.email, name: locked.fullName },
        passwordSetByAdminMail(locked.language),
      )
  })
  if (!own) mail.kickOutbox()
}

const SESSIONS_SHOWN = 20

function browserAndSystem(userAgent: string) {
  const { browser, os } = summarizeUserAgent(userAgent)
  return { device: `${browser} on ${os}`, browser, os }
}

export async function listUserSessions(db: Db, id: number): Promise<{ sessions: UserSession[] }> {
  if (!(await usersRepo.findUser(db, id))) throw notFound(USER_MESSAGES.notFound)
  const now = Date.now()
  const rows = await usersRepo.selectUserSessions(db, id, SESSIONS_SHOWN)
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ip: row.ip,
      ...browserAndSystem(row.userAgent),
      active: !row.revokedAt && row.expiresAt.getTime() > now,
    })),
  }
}

export async function revokeUserSession(
  db: Db,
  id: number,
  sessionId: string,
  acting: ActingUser,
): Promise<void> {
  await manageableUser(db, id, acting)
  if (!(await usersRepo.revokeUserSession(db, id, sessionId))) throw notFound(USER_MESSAGES.sessionNotFound)
}

export async function userStats(db: Db): Promise<UserStats> {
  const byStatus = await usersRepo.countUsersByStatus(db)
  const active = byStatus.get('active') ?? 0
  const pending = byStatus.get('pending') ?? 0
  const inactive = byStatus.get('inactive') ?? 0
  return { total: active + pending + inactive, active, pending, inactive }
}

/** The user's own settings, read and saved by the account module's rules (defaults, completeness). */
export async function getUserSettings(db: Db, id: number): Promise<UserSettings> {
  if (!(await usersRepo.findUser(db, id))) throw notFound(USER_MESSAGES.notFound)
  const [account, billing] = await Promise.all([
    accountService.getAccount(db, id),
    accountService.getBilling(db, id),
  ])
  return {
    notifications: account.notifications,
    connections: account.connections,
    billing: billing.billing,
    twoStepEnabled: account.twoStepEnabled,
  }
}

export async function updateUserSettings(
  db: Db,
  id: number,
  input: UserSettingsUpdate,
  acting: ActingUser,
): Promise<UserSettings> {
  await manageableUser(db, id, acting)
  // An administrator may turn two-step verification off (a user who lost their device), never on:
  // only its owner can scan the secret. Checked before anything is saved.
  if (input.twoStepEnabled === true && !(await twoStep.isEnabled({ db }, id)))
    throw badRequest({ twoStepEnabled: [USER_MESSAGES.twoStepOwnerOnly] })
  if (input.notifications) await accountService.setNotifications(db, id, input.notifications)
  if (input.connections) await accountService.setConnections(db, id, input.connections)
  if (input.billing) await accountService.updateBilling(db, id, input.billing)
  if (input.twoStepEnabled === false) await twoStep.turnOffFor({ db }, id)
  return getUserSettings(db, id)
}

/**
 * People for the calendar's guest and the kanban's member pickers: a name search (first
 * PEOPLE_LOOKUP_LIMIT by name) or the given ids (all of them). Modules that need it authorize with
 * their own ability, so their users need not hold the User ability.
 */
export async function lookUpPeople(db: Db, query: PeopleQuery): Promise<Person[]> {
  if (query.ids) {
    if (query.ids.length === 0) return []
    return usersRepo.selectPeople(db, { ids: query.ids }, query.ids.length)
  }
  return usersRepo.selectPeople(db, { term: query.q }, PEOPLE_LOOKUP_LIMIT)
}
