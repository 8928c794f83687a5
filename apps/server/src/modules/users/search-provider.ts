// Users in the global search: by name or email, through the users list's own SQL.
import { userListQuerySchema } from '@aurum/shared'
import type { SearchProvider } from '../search/registry.js'
import { selectUsersPage } from './repo.js'

export const userSearchProvider: SearchProvider = {
  kind: 'users',
  title: { es: 'Usuarios', en: 'Users', fr: 'Utilisateurs', ar: 'المستخدمون' },
  requires: { action: 'read', subject: 'User' },
  async search(db, term, limit) {
    const page = await selectUsersPage(db, userListQuerySchema.parse({ q: term, itemsPerPage: limit }))
    return page.rows.map((row) => ({
      id: String(row.id),
      title: row.fullName,
      subtitle: row.email,
      url: `/apps/user/view/${row.id}`,
      icon: 'users',
      avatar: row.avatar,
    }))
  },
}
