// Roles with their stored abilities (what the server enforces) and the permission catalogue.
import { z } from 'zod'
import { MATRIX_ACTIONS, MATRIX_SUBJECTS } from '../abilities/matrix.js'
import { defineMessages } from '../errors/messages.js'
import { abilityRuleSchema } from './abilities.js'
import { optionalQueryText, pagedQuery, totalIsLowerBoundSchema } from './common.js'

export const ROLE_MESSAGES = defineMessages('roles', {
  nameShort: 'Role name must have at least 2 characters',
  nameChars: 'Use lower-case letters, digits and dashes, starting with a letter',
  nameTaken: 'A role with this name already exists',
  notFound: 'Role not found',
  changeAbove: 'You cannot change a role that holds abilities you do not have',
  stillHeld: '{count} user(s) still have this role; give them another role first',
})

export const PERMISSION_MESSAGES = defineMessages('permissions', {
  nameRequired: 'Permission name is required',
  nameTaken: 'A permission with this name already exists',
  notFound: 'Permission not found',
  unknownRoles: 'Unknown role(s): {roles}',
})

export const permissionMatrixSchema = z.partialRecord(
  z.enum(MATRIX_SUBJECTS),
  z.array(z.enum(MATRIX_ACTIONS)),
)

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  rules: z.array(abilityRuleSchema),
  /** The rules read as the matrix (subject → granted actions). */
  permissions: permissionMatrixSchema,
  manageAll: z.boolean(),
  userCount: z.number().int(),
  /** A few of its users for the card's avatar group. */
  users: z.array(z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string().nullable() })),
})
export type Role = z.infer<typeof roleSchema>

export const roleListResponseSchema = z.object({ roles: z.array(roleSchema) })
export type RoleListResponse = z.infer<typeof roleListResponseSchema>

/** Role names are identifiers users see in lists and filters: lower case, digits and dashes. */
export const roleNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, ROLE_MESSAGES.nameShort)
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/, ROLE_MESSAGES.nameChars)

export const roleInputSchema = z.object({
  name: roleNameSchema,
  description: z.string().trim().max(200).default(''),
  /** Everything, now and for subjects added later. */
  manageAll: z.boolean().default(false),
  permissions: permissionMatrixSchema.default({}),
})
export type RoleInput = z.infer<typeof roleInputSchema>
export type RoleInputValues = z.input<typeof roleInputSchema>

export const PERMISSION_SORT_KEYS = ['name'] as const
export type PermissionSortKey = (typeof PERMISSION_SORT_KEYS)[number]

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Names of the roles it is assigned to. */
  assignedTo: z.array(z.string()),
  /** e.g. "14 Apr 2021, 8:43 PM" (UTC), the text the search also matches. */
  createdDate: z.string(),
  /** The same moment as an ISO timestamp, for the list to write in the reader's language. */
  createdAt: z.string(),
})
export type Permission = z.infer<typeof permissionSchema>

export const permissionListQuerySchema = pagedQuery(PERMISSION_SORT_KEYS).extend({ q: optionalQueryText })
export type PermissionListQuery = z.infer<typeof permissionListQuerySchema>

export const permissionListResponseSchema = z.object({
  permissions: z.array(permissionSchema),
  totalPermissions: z.number().int(),
  totalIsLowerBound: totalIsLowerBoundSchema,
})
export type PermissionListResponse = z.infer<typeof permissionListResponseSchema>

export const permissionInputSchema = z.object({
  name: z.string().trim().min(1, PERMISSION_MESSAGES.nameRequired).max(80),
  assignedTo: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
})
export type PermissionInput = z.infer<typeof permissionInputSchema>
export type PermissionInputValues = z.input<typeof permissionInputSchema>
