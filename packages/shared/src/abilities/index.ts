// The one definition of actions, subjects and abilities. The server authorizes every request with
// it; the web uses the same rules for guards and menus (comfort, not security).
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability'

export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete'] as const
export type Action = (typeof ACTIONS)[number]

/** Every subject a rule can name. `all` matches every subject (CASL's convention). */
export const SUBJECTS = [
  'all',
  'AclDemo',
  'Dashboard',
  'User',
  'Role',
  'Permission',
  'Product',
  'Category',
  'Order',
  'Customer',
  'Review',
  'Referral',
  'StoreSettings',
  'Email',
  'Chat',
  'Calendar',
  'Kanban',
  'Invoice',
  'Course',
  'Vehicle',
  'Faq',
  'HelpCenter',
  'Profile',
  'SalesDetail',
] as const
export type Subject = (typeof SUBJECTS)[number]

export type AppAbility = MongoAbility<[Action, Subject]>
export type AbilityRule = RawRuleOf<AppAbility>

export function defineAbilityFor(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules as AbilityRule[])
}

/** The spec's two login roles (section 6): admin manages everything, client only reads AclDemo. */
export const ADMIN_RULES: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
export const CLIENT_RULES: AbilityRule[] = [{ action: 'read', subject: 'AclDemo' }]
