// Rules of roles: the matrix becomes stored CASL rules; names are unique; nobody grants abilities
// they do not hold; and some active user must always remain able to administer roles.
import {
  defineAbilityFor,
  matrixFromRules,
  rulesFromMatrix,
  rulesManageAll,
  MATRIX_ACTIONS,
  MATRIX_SUBJECTS,
  type AbilityRule,
  type AppAbility,
  type Role,
  type RoleInput,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiProblem, conflict, forbidden, notFound } from '../../http/errors.js'
import * as rolesRepo from './repo.js'

const AVATARS_PER_ROLE = 4

/** Holding `update` on Role is the power to give any role anything: that is "administering roles". */
export function canAdministerRoles(rules: readonly AbilityRule[]): boolean {
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

export async function listRoles(db: Db): Promise<{ roles: Role[] }> {
  const [rows, counts, firstUsers] = await Promise.all([
    rolesRepo.selectRoles(db),
    rolesRepo.countUsersByRole(db),
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
  if (!role) throw notFound('Role not found')
  return role
}

/**
 * Refuses (403) rules that allow something the acting user may not do themselves, so a user who
 * may edit roles or users cannot raise anyone, themselves included, above their own abilities.
 */
export function assertGrantable(actor: AppAbility, rules: readonly AbilityRule[]): void {
  if (actor.can('manage', 'all')) return
  const granted = defineAbilityFor(rules)
  if (granted.can('manage', 'all')) throw forbidden('You cannot grant abilities you do not have')
  for (const subject of MATRIX_SUBJECTS)
    for (const action of MATRIX_ACTIONS)
      if (granted.can(action, subject) && !actor.can(action, subject))
        throw forbidden('You cannot grant abilities you do not have')
}

export type RoleAdministrationGuard = {
  actingUserId: number
  /** Deactivating one's own account gives up one's own right; only the last one is refused. */
  actorMayLeave?: boolean
  /** The 409's message when no active user could administer roles afterwards. */
  lastAdministratorMessage?: string
}

/**
 * Runs `change` in a transaction after which role administration is still possible: at least one
 * active user can administer roles, and the acting user, if they could before, still can (unless
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
    const result = await change(tx)
    const rows = await rolesRepo.selectRoles(tx)
    const administering = rows.filter((row) => canAdministerRoles(row.rules)).map((row) => row.name)
    if (!(await rolesRepo.anyActiveUserWithRoles(tx, administering))) {
      throw new ApiProblem(409, {
        message: guard.lastAdministratorMessage ?? 'This would leave no active user able to manage roles',
      })
    }
    if (!guard.actorMayLeave) {
      const actor = await rolesRepo.findUserRoleAndStatus(tx, guard.actingUserId)
      if (!actor || actor.status !== 'active' || !administering.includes(actor.role)) {
        throw new ApiProblem(409, { message: 'This would take away your own right to manage roles' })
      }
    }
    return result
  })
}

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const existing = await rolesRepo.findRoleByName(db, name)
  if (existing && existing.id !== exceptId) throw conflict({ name: ['A role with this name already exists'] })
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
    if (!current) throw notFound('Role not found')
    await assertNameFree(tx, input.name, id)
    // users.role follows a rename through its foreign key (ON UPDATE CASCADE).
    await rolesRepo.updateRole(tx, id, { name: input.name, description: input.description, rules })
    if (current.name !== input.name) await rolesRepo.renameRoleInPermissions(tx, current.name, input.name)
  })
  return getRole(db, id)
}

export async function deleteRole(db: Db, id: number, actingUserId: number): Promise<void> {
  await keepingRoleAdministration(db, { actingUserId }, async (tx) => {
    const current = await rolesRepo.findRole(tx, id)
    if (!current) throw notFound('Role not found')
    const holders = await rolesRepo.countUsersWithRole(tx, current.name)
    if (holders > 0) {
      throw new ApiProblem(409, {
        message: `${holders} user(s) still have this role; give them another role first`,
      })
    }
    await rolesRepo.removeRoleFromPermissions(tx, current.name)
    await rolesRepo.deleteRole(tx, id)
  })
}
