// Account settings (spec section 2, /pages/account-settings/:tab): the signed-in user's own
// account, so the route names no ability (any logged-in user). /pages/account-settings itself
// redirects to the account tab (app/routes.ts PATH_REDIRECTS). Its menu title is in
// locales/<lang>.nav.json.
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

export const accountRoutes: AppRoute[] = [
  {
    path: paths.accountSettings(':tab'),
    lazy: () => import('./pages/account-settings-page').then((m) => ({ Component: m.AccountSettingsPage })),
    meta: {
      navActiveLink: paths.accountSettings('account'),
      titleKey: 'nav.accountSettings',
      icon: 'settings',
      href: paths.accountSettings('account'),
      menu: { in: 'pages', order: 20 },
      shortcut: { order: 60 },
    },
  },
]
