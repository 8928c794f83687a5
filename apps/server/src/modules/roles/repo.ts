// SQL of roles: the roles with their user counts and a few of their users, writes, and the
// queries that keep someone able to administer roles.
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { AbilityRule } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { permissions, roles, userCounts, users } from '../../db/schema/index.js'

const roleColumns = { id: roles.id, name: roles.name, description: roles.description, rules: roles.rules }

export async function selectRoles(db: Db) {
  return db.select(roleColumns).from(roles).orderBy(asc(roles.id))
}

export async function findRole(db: Db, id: number) {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id)).limit(1)
  return row
}

export async function findRoleByName(db: Db, name: string) {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.name, name)).limit(1)
  return row
}

/** Users per role, from the trigger-kept user_counts (no scan of a large users table). */
export async function countUsersByRole(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: userCounts.role, total: sql<string>`sum(${userCounts.total})` })
    .from(userCounts)
    .groupBy(userCounts.role)
  return new Map(rows.map((row) => [row.role, Number(row.total)]))
}

/** The first `perRole` users (by id) of every role: one index walk per role (users_role_idx). */
export async function selectFirstUsersOfRoles(db: Db, perRole: number) {
  const firstUsers = db
    .select({ id: users.id, fullName: users.fullName, avatar: users.avatar })
    .from(users)
    .where(eq(users.role, roles.name))
    .orderBy(asc(users.id))
    .limit(perRole)
    .as('first_users')
  return db
    .select({ id: firstUsers.id, fullName: firstUsers.fullName, avatar: firstUsers.avatar, role: roles.name })
    .from(roles)
    .crossJoinLateral(firstUsers)
    .orderBy(asc(roles.id), asc(firstUsers.id))
}

export async function insertRole(db: Db, role: { name: string; description: string; rules: AbilityRule[] }) {
  const [row] = await db.insert(roles).values(role).returning({ id: roles.id })
  return row!.id
}

export async function updateRole(
  db: Db,
  id: number,
  role: { name: string; description: string; rules: AbilityRule[] },
) {
  await db.update(roles).set(role).where(eq(roles.id, id))
}

export async function deleteRole(db: Db, id: number) {
  await db.delete(roles).where(eq(roles.id, id))
}

/** Permissions name roles in a text array: a rename or delete of a role follows there. */
export async function renameRoleInPermissions(db: Db, from: string, to: string) {
  await db
    .update(permissions)
    .set({ assignedTo: sql`array_replace(${permissions.assignedTo}, ${from}, ${to})` })
    .where(sql`${from} = any(${permissions.assignedTo})`)
}

export async function removeRoleFromPermissions(db: Db, name: string) {
  await db
    .update(permissions)
    .set({ assignedTo: sql`array_remove(${permissions.assignedTo}, ${name})` })
    .where(sql`${name} = any(${permissions.assignedTo})`)
}

export async function countUsersWithRole(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, name))
  return row?.total ?? 0
}

/**
 * Serialises, until the transaction ends, every change that could take the power to administer
 * roles away (role rules, a user's role or status, deletions, deactivation): two admins demoting
 * each other at once then run one after the other, and the second sees the first's result.
 */
export async function lockRoleAdministration(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('aurum:role-administration'))`)
}

/**
 * Whether any active user who can sign in (a password is their only way in: the demo data's
 * users have none) holds one of these roles (served by users_role_idx).
 */
export async function anyActiveSignInUserWithRoles(db: Db, roleNames: string[]): Promise<boolean> {
  if (!roleNames.length) return false
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, roleNames), eq(users.status, 'active'), isNotNull(users.passwordHash)))
    .limit(1)
  return rows.length > 0
}

export async function findUserRoleAndStatus(db: Db, userId: number) {
  const [row] = await db
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row
}
