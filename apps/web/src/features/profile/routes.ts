// The user profile (spec section 2, /pages/user-profile/:tab): any logged-in user's own profile,
// so the route names no ability. /pages/user-profile itself redirects to the profile tab
// (app/routes.ts PATH_REDIRECTS).
import type { ProfileTabName } from '@aurum/shared'
import type { AppRoute } from '../../lib/route-types'

export const PROFILE_BASE_PATH = '/pages/user-profile'
export const profileTabPath = (tab: ProfileTabName) => `${PROFILE_BASE_PATH}/${tab}`

export const profileRoutes: AppRoute[] = [
  {
    path: `${PROFILE_BASE_PATH}/:tab`,
    lazy: () => import('./pages/user-profile-page').then((m) => ({ Component: m.UserProfilePage })),
    meta: { navActiveLink: `${PROFILE_BASE_PATH}/profile` },
  },
]
