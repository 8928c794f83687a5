// Query keys that more than one area reads or refreshes. A feature cannot import another, so a key
// two areas share starts here and each area's api.ts builds its own keys under it: a mutation of one
// area refreshes what another shows by naming these roots in its meta (lib/query-client.ts).
import type { UserListQuery } from '@aurum/shared'

export const queryRoots = {
  /** The signed-in account's settings: a plan bought on the public payment page changes its billing. */
  account: ['account'] as const,
  /** The dashboards' figures: orders, products and reviews move them. */
  dashboards: ['dashboards'] as const,
  /** Users: the users pages, and the roles page's table (role names change with a rename). */
  users: ['users'] as const,
  /** Roles: the roles page, and the role choices of the users and permissions pages. */
  roles: ['roles'] as const,
  /** The permission catalogue, which names roles. */
  permissions: ['permissions'] as const,
  // The store's lists refresh one another: categories count products, customers total their orders.
  products: ['ecommerce', 'products'] as const,
  categories: ['ecommerce', 'categories'] as const,
  orders: ['ecommerce', 'orders'] as const,
  customers: ['ecommerce', 'customers'] as const,
}

export const sharedQueryKeys = {
  /** One page of users: the users list and the roles page's users table read the same cache. */
  usersList: (query: UserListQuery) => [...queryRoots.users, 'list', query] as const,
  /** Every role: the roles page, and the users and permissions pages' role names. */
  rolesList: () => [...queryRoots.roles, 'list'] as const,
}
