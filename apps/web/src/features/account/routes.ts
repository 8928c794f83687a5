// Account settings (spec section 2, /pages/account-settings/:tab): the signed-in user's own
// account, so the route names no ability (any logged-in user). /pages/account-settings itself
// redirects to the account tab (app/routes.ts PATH_REDIRECTS).
import type { AccountTab } from '@aurum/shared'
import type { AppRoute } from '../../lib/route-types'

export const ACCOUNT_SETTINGS_PATH = '/pages/account-settings'
export const accountTabPath = (tab: AccountTab) => `${ACCOUNT_SETTINGS_PATH}/${tab}`

export const accountRoutes: AppRoute[] = [
  {
    path: `${ACCOUNT_SETTINGS_PATH}/:tab`,
    lazy: () => import('./pages/account-settings-page').then((m) => ({ Component: m.AccountSettingsPage })),
    meta: { navActiveLink: `${ACCOUNT_SETTINGS_PATH}/account` },
  },
]
