// The user profile (spec section 2, /pages/user-profile/:tab): any logged-in user's own profile,
// so the route names no ability. /pages/user-profile itself redirects to the profile tab
// (app/routes.ts PATH_REDIRECTS). Its menu title is in locales/<lang>.nav.json.
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

export const profileRoutes: AppRoute[] = [
  {
    path: paths.userProfile(':tab'),
    lazy: () => import('./pages/user-profile-page').then((m) => ({ Component: m.UserProfilePage })),
    meta: {
      navActiveLink: paths.userProfile('profile'),
      titleKey: 'nav.userProfile',
      href: paths.userProfile('profile'),
      menu: { in: 'pages', order: 10 },
    },
  },
]
