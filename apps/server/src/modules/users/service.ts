// Rules of the users module: paging with the spec's fall-back to page 1, unique logins, known
// roles, no granting more than you hold, and no change that leaves nobody (or not you) able to
// administer roles.
import type {
  AppAbility,
  User,
  UserCreate,
  UserDetail,
  UserListQuery,
  UserListResponse,
  UserSession,
  UserStats,
  UserStatus,
  UserSettings,
  UserSettingsUpdate,
  UserUpdate,
} from '@aurum/shared'
import { hashPassword } from '../../auth/password.js'
import type { Db } from '../../db/client.js'
import { avatarUrl } from '../../db/seed/context.js'
import { pageWithinRange } from '../../db/sql-helpers.js'
import { ApiProblem, badRequest, conflict, notFound } from '../../http/errors.js'
import * as accountService from '../account/service.js'
import { summarizeUserAgent } from '../account/user-agent.js'
import { assertGrantable, keepingRoleAdministration } from '../roles/service.js'
import * as usersRepo from './repo.js'

export async function listUsers(db: Db, query: UserListQuery): Promise<UserListResponse> {
  const firstTry = await usersRepo.selectUsersPage(db, query, query.page)
  const totalUsers = firstTry.total
  const page = pageWithinRange(query.page, query.itemsPerPage, totalUsers)
  const { rows } = page === query.page ? firstTry : await usersRepo.selectUsersPage(db, query, page)
  return {
    users: rows as User[],
    totalUsers,
    totalPages: Math.ceil(totalUsers / query.itemsPerPage),
    page,
  }
}

export async function getUser(db: Db, id: number): Promise<UserDetail> {
  const user = await usersRepo.findUser(db, id)
  if (!user) throw notFound('User not found')
  return user as UserDetail
}

/** 409 naming each of the email and username already used by someone (case-insensitive). */
export async function assertLoginsFree(db: Db, email: string, username: string): Promise<void> {
  const errors: Record<string, string[]> = {}
  for (const taken of await usersRepo.findTakenLogins(db, email, username)) {
    if (taken.email.toLowerCase() === email.toLowerCase()) errors.email = ['This email is already registered']
    if (taken.username.toLowerCase() === username.toLowerCase()) errors.username = ['This username is taken']
  }
  if (Object.keys(errors).length) throw conflict(errors)
}

/** The role must exist, and the acting user must hold every ability it grants. */
async function assertRoleAssignable(db: Db, role: string, actor: AppAbility): Promise<void> {
  const rules = await usersRepo.findRoleRules(db, role)
  if (!rules) throw badRequest({ role: ['Unknown role'] })
  assertGrantable(actor, rules)
}

export async function createUser(db: Db, input: UserCreate, actor: AppAbility): Promise<UserDetail> {
  await assertLoginsFree(db, input.email, input.username)
  await assertRoleAssignable(db, input.role, actor)
  const { password, ...fields } = input
  const id = await usersRepo.insertUser(db, {
    ...fields,
    avatar: avatarUrl(input.fullName),
    passwordHash: password ? await hashPassword(password) : null,
  })
  return getUser(db, id)
}

export async function deleteUser(db: Db, id: number, actingUserId: number): Promise<void> {
  if (id === actingUserId) throw new ApiProblem(409, { message: 'You cannot delete your own account' })
  await keepingRoleAdministration(db, { actingUserId }, async (tx) => {
    if (!(await usersRepo.deleteUser(tx, id))) throw notFound('User not found')
  })
}

export type ActingUser = { userId: number; ability: AppAbility }

/**
 * Saves the edit dialog. A role change must be grantable by the acting user; a change of role or
 * status must keep someone (and the acting user) able to administer roles; suspending ends the
 * user's sessions at once.
 */
export async function updateUser(
  db: Db,
  id: number,
  input: UserUpdate,
  acting: ActingUser,
): Promise<UserDetail> {
  const current = await usersRepo.findUser(db, id)
  if (!current) throw notFound('User not found')
  const errors: Record<string, string[]> = {}
  for (const taken of await usersRepo.findTakenLoginsOfOthers(db, id, input.email, input.username)) {
    if (taken.email.toLowerCase() === input.email.toLowerCase())
      errors.email = ['This email is already registered']
    if (taken.username.toLowerCase() === input.username.toLowerCase())
      errors.username = ['This username is taken']
  }
  if (Object.keys(errors).length) throw conflict(errors)
  if (input.role !== current.role) await assertRoleAssignable(db, input.role, acting.ability)
  const save = async (tx: Db) => {
    await usersRepo.updateUser(tx, id, input)
    if (input.status === 'inactive' && current.status !== 'inactive')
      await usersRepo.revokeAllUserSessions(tx, id)
  }
  if (input.role !== current.role || input.status !== current.status) {
    await keepingRoleAdministration(db, { actingUserId: acting.userId }, save)
  } else {
    await db.transaction(save)
  }
  return getUser(db, id)
}

export async function setUserStatus(
  db: Db,
  id: number,
  status: UserStatus,
  acting: ActingUser,
): Promise<UserDetail> {
  const current = await usersRepo.findUser(db, id)
  if (!current) throw notFound('User not found')
  await keepingRoleAdministration(db, { actingUserId: acting.userId }, async (tx) => {
    await usersRepo.updateUser(tx, id, { status })
    if (status === 'inactive') await usersRepo.revokeAllUserSessions(tx, id)
  })
  return getUser(db, id)
}

/** An administrator sets a user's password; every open session of that user ends. */
export async function setUserPassword(db: Db, id: number, password: string): Promise<void> {
  if (!(await usersRepo.findUser(db, id))) throw notFound('User not found')
  await usersRepo.setUserPasswordHash(db, id, await hashPassword(password))
  await usersRepo.revokeAllUserSessions(db, id)
}

const SESSIONS_SHOWN = 20

function browserAndSystem(userAgent: string) {
  const { browser, os } = summarizeUserAgent(userAgent)
  return { device: `${browser} on ${os}`, browser, os }
}

export async function listUserSessions(db: Db, id: number): Promise<{ sessions: UserSession[] }> {
  if (!(await usersRepo.findUser(db, id))) throw notFound('User not found')
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

export async function revokeUserSession(db: Db, id: number, sessionId: string): Promise<void> {
  if (!(await usersRepo.revokeUserSession(db, id, sessionId))) throw notFound('Session not found')
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
  if (!(await usersRepo.findUser(db, id))) throw notFound('User not found')
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
): Promise<UserSettings> {
  if (!(await usersRepo.findUser(db, id))) throw notFound('User not found')
  if (input.notifications) await accountService.setNotifications(db, id, input.notifications)
  if (input.connections) await accountService.setConnections(db, id, input.connections)
  if (input.billing) await accountService.updateBilling(db, id, input.billing)
  if (input.twoStepEnabled !== undefined) await accountService.setTwoStep(db, id, input.twoStepEnabled)
  return getUserSettings(db, id)
}
