// Rules of roles: the matrix becomes stored CASL rules; names are unique; nobody grants abilities
// they do not hold; and some active user who can sign in must always remain able to administer roles.
import {
  COMMON_MESSAGES,
  ROLE_MESSAGES,
  defineAbilityFor,
  matrixFromRules,
  rulesFromMatrix,
  rulesManageAll,
  MATRIX_ACTIONS,
  MATRIX_SUBJECTS,
  type AbilityRule,
  type AppAbility,
  type Role,
  type MessageCode,
  type RoleInput,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { conflict, forbidden, notFound, refused } from '../../http/errors.js'
import * as rolesRepo from './repo.js'

const AVATARS_PER_ROLE = 4

/** Holding `update` on Role is the power to give any role anything: that is "administering roles". */
function canAdministerRoles(rules: readonly AbilityRule[]): boolean {
  return defineAbilityFor(rules).can('update', 'Role')
}

type RoleRow = { id: number; name: string; description: string; rules: AbilityRule[] }

function toRole(row: RoleRow, userCount: number, roleUsers: Role['users']): Role {
  return {
    ...row,
    permissions: matrixFromRules(row.rules),
    manageAll: rulesManageAll(row.rules),
    userCount,
    users: roleUsers,
  }
}

/** Users per role (a role without users is absent): the role cards' counts and the CRM dashboard's. */
export function usersPerRole(db: Db): Promise<Map<string, number>> {
  return rolesRepo.countUsersByRole(db)
}

export async function listRoles(db: Db): Promise<{ roles: Role[] }> {
  const [rows, counts, firstUsers] = await Promise.all([
    rolesRepo.selectRoles(db),
    usersPerRole(db),
    rolesRepo.selectFirstUsersOfRoles(db, AVATARS_PER_ROLE),
  ])
  return {
    roles: rows.map((row) =>
      toRole(
        row,
        counts.get(row.name) ?? 0,
        firstUsers.filter((user) => user.role === row.name).map(({ role: _role, ...user }) => user),
      ),
    ),
  }
}

export async function getRole(db: Db, id: number): Promise<Role> {
  const { roles } = await listRoles(db)
  const role = roles.find((candidate) => candidate.id === id)
  if (!role) throw notFound(ROLE_MESSAGES.notFound)
  return role
}

/** True when `actor` may do everything `rules` allow (an actor with `manage all` holds anything). */
export function holdsEveryAbility(actor: AppAbility, rules: readonly AbilityRule[]): boolean {
  if (actor.can('manage', 'all')) return true
  const granted = defineAbilityFor(rules)
  if (granted.can('manage', 'all')) return false
  return MATRIX_SUBJECTS.every((subject) =>
    MATRIX_ACTIONS.every((action) => !granted.can(action, subject) || actor.can(action, subject)),
  )
}

/**
 * Refuses (403) rules that allow something the acting user may not do themselves, so a user who
 * may edit roles or users cannot raise anyone, themselves included, above their own abilities.
 */
export function assertGrantable(actor: AppAbility, rules: readonly AbilityRule[]): void {
  if (!holdsEveryAbility(actor, rules)) throw forbidden(COMMON_MESSAGES.grantAbove)
}

/**
 * Refuses (403) a change to a role holding abilities the acting user lacks: the power to edit
 * roles is not the power to empty or delete a stronger role than one's own.
 */
function assertRoleWithinReach(actor: AppAbility, currentRules: readonly AbilityRule[]): void {
  if (!holdsEveryAbility(actor, currentRules)) throw forbidden(ROLE_MESSAGES.changeAbove)
}

export type RoleAdministrationGuard = {
  actingUserId: number
  /** Deactivating one's own account gives up one's own right; only the last one is refused. */
  actorMayLeave?: boolean
  /** The 409's code when no active user could administer roles afterwards. */
  lastAdministratorCode?: MessageCode
}

async function administeringRoleNames(db: Db): Promise<string[]> {
  const rows = await rolesRepo.selectRoles(db)
  return rows.filter((row) => canAdministerRoles(row.rules)).map((row) => row.name)
}

async function actorAdministers(db: Db, userId: number, administering: readonly string[]): Promise<boolean> {
  const actor = await rolesRepo.findUserRoleAndStatus(db, userId)
  return Boolean(actor && actor.status === 'active' && administering.includes(actor.role))
}

/**
 * Runs `change` in a transaction holding the role-administration lock, for changes that cannot
 * take the power away but must see a user's role as it stays until they commit.
 */
export async function withRoleAdministrationLock<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await rolesRepo.lockRoleAdministration(tx)
    return change(tx)
  })
}

/**
 * Runs `change` in a transaction after which role administration is still possible: at least one
 * active user with a password (someone who can actually sign in) can administer roles, and the acting user, if they could before, still can (unless
 * `actorMayLeave`). Otherwise the change is rolled back with a 409. Every such transaction takes
 * the same lock first (see lockRoleAdministration), so concurrent changes cannot each pass the
 * check on a state the other is about to change.
 */
export async function keepingRoleAdministration<T>(
  db: Db,
  guard: RoleAdministrationGuard,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await rolesRepo.lockRoleAdministration(tx)
    // An actor who could not administer roles has no such right to lose (a user manager
    // suspending someone, say): only those who could are kept from locking themselves out.
    const actorCouldBefore =
      !guard.actorMayLeave &&
      (await actorAdministers(tx, guard.actingUserId, await administeringRoleNames(tx)))
    const result = await change(tx)
    const administering = await administeringRoleNames(tx)
    if (!(await rolesRepo.anyActiveSignInUserWithRoles(tx, administering))) {
      throw refused(guard.lastAdministratorCode ?? COMMON_MESSAGES.lastManager)
    }
    if (actorCouldBefore && !(await actorAdministers(tx, guard.actingUserId, administering))) {
      throw refused(COMMON_MESSAGES.selfLockout)
    }
    return result
  })
}

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const existing = await rolesRepo.findRoleByName(db, name)
  if (existing && existing.id !== exceptId) throw conflict({ name: [ROLE_MESSAGES.nameTaken] })
}

export async function createRole(db: Db, input: RoleInput, actor: AppAbility): Promise<Role> {
  const rules = rulesFromMatrix(input.permissions, input.manageAll)
  assertGrantable(actor, rules)
  await assertNameFree(db, input.name)
  const id = await rolesRepo.insertRole(db, { name: input.name, description: input.description, rules })
  return getRole(db, id)
}

export async function updateRole(
  db: Db,
  id: number,
  input: RoleInput,
  acting: { userId: number; ability: AppAbility },
): Promise<Role> {
  const rules = rulesFromMatrix(input.permissions, input.manageAll)
  assertGrantable(acting.ability, rules)
  await keepingRoleAdministration(db, { actingUserId: acting.userId }, async (tx) => {
    const current = await rolesRepo.findRole(tx, id)
    if (!current) throw notFound(ROLE_MESSAGES.notFound)
    assertRoleWithinReach(acting.ability, current.rules)
    await assertNameFree(tx, input.name, id)
    // users.role follows a rename through its foreign key (ON UPDATE CASCADE).
    await rolesRepo.updateRole(tx, id, { name: input.name, description: input.description, rules })
    if (current.name !== input.name) await rolesRepo.renameRoleInPermissions(tx, current.name, input.name)
  })
  return getRole(db, id)
}

export async function deleteRole(
  db: Db,
  id: number,
  acting: { userId: number; ability: AppAbility },
): Promise<void> {
  await keepingRoleAdministration(db, { actingUserId: acting.userId }, async (tx) => {
    const current = await rolesRepo.findRole(tx, id)
    if (!current) throw notFound(ROLE_MESSAGES.notFound)
    assertRoleWithinReach(acting.ability, current.rules)
    const holders = await rolesRepo.countUsersWithRole(tx, current.name)
    if (holders > 0) {
      throw refused(ROLE_MESSAGES.stillHeld, { count: holders })
    }
    await rolesRepo.removeRoleFromPermissions(tx, current.name)
    await rolesRepo.deleteRole(tx, id)
  })
}
