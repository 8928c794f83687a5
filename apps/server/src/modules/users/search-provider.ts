// Users in the global search: by name or email, through the users list's own SQL.
import { userListQuerySchema } from '@aurum/shared'
import { firstPageQuery, searchProvider } from '../search/registry.js'
import { selectUsersPage } from './repo.js'

export const userSearchProvider = searchProvider({
  kind: 'users',
  title: { es: 'Usuarios', en: 'Users', fr: 'Utilisateurs', ar: 'المستخدمون' },
  requires: { action: 'read', subject: 'User' },
  icon: 'users',
  rows: async (db, term, limit) =>
    (await selectUsersPage(db, firstPageQuery(userListQuerySchema, term, limit))).rows,
  hit: (row) => ({
    id: row.id,
    title: row.fullName,
    subtitle: row.email,
    url: `/apps/user/view/${row.id}`,
    avatar: row.avatar,
  }),
})
