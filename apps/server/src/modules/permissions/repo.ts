// SQL of the permission catalogue: the searchable, sorted, paged list and its writes.
import { and, eq, ilike, or, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { PermissionListQuery, PermissionSortKey } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { permissions, roles } from '../../db/schema/index.js'
import { defineList } from '../../db/list-kit.js'
import { containsPattern } from '../../db/sql-helpers.js'

/** The created date as the list shows it and as q matches it: "14 Apr 2021, 8:43 PM" (UTC). */
const createdDateText = sql<string>`to_char(${permissions.createdAt} at time zone 'UTC', 'FMDD Mon YYYY, FMHH12:MI AM')`

const columns = {
  id: permissions.id,
  name: permissions.name,
  assignedTo: permissions.assignedTo,
  createdDate: createdDateText,
  createdAt: sql<string>`to_char(${permissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
}

const permissionList = defineList<PermissionSortKey, Pick<PermissionListQuery, 'q'>>({
  table: permissions,
  id: permissions.id,
  sorts: { name: { column: permissions.name, type: 'text' } },
  defaultSort: (orderBy) => ({ column: permissions.id, type: 'integer', orderBy }),
  ties: 'same',
  where: (query) => {
    if (!query.q) return undefined
    const pattern = containsPattern(query.q)
    const prefix = pattern.slice(1)
    return or(
      ilike(permissions.name, pattern),
      ilike(createdDateText, pattern),
      // Spec: q also matches the start of an assigned role's name.
      sql`exists (select 1 from unnest(${permissions.assignedTo}) as role_name where role_name ilike ${prefix})`,
    )
  },
  searches: (query) => Boolean(query.q),
})

export function selectPermissionsPage(db: Db, query: PermissionListQuery) {
  return permissionList.page<SelectResultFields<typeof columns>>(db, query, (picked) =>
    db
      .select({ ...columns, total: picked.total })
      .from(picked)
      .innerJoin(permissions, eq(permissions.id, picked.id)),
  )
}

export async function findPermission(db: Db, id: number) {
  const [row] = await db.select(columns).from(permissions).where(eq(permissions.id, id)).limit(1)
  return row
}

export async function findPermissionByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(sql`lower(${permissions.name})`, name.toLowerCase()))
    .limit(1)
  return row
}

export async function existingRoleNames(db: Db, names: string[]): Promise<Set<string>> {
  if (!names.length) return new Set()
  const rows = await db
    .select({ name: roles.name })
    .from(roles)
    .where(and(sql`${roles.name} in ${names}`))
  return new Set(rows.map((row) => row.name))
}

export async function insertPermission(db: Db, values: { name: string; assignedTo: string[] }) {
  const [row] = await db.insert(permissions).values(values).returning({ id: permissions.id })
  return row!.id
}

export async function updatePermission(db: Db, id: number, values: { name: string; assignedTo: string[] }) {
  const rows = await db
    .update(permissions)
    .set(values)
    .where(eq(permissions.id, id))
    .returning({ id: permissions.id })
  return rows.length > 0
}

export async function deletePermission(db: Db, id: number) {
  const rows = await db.delete(permissions).where(eq(permissions.id, id)).returning({ id: permissions.id })
  return rows.length > 0
}
