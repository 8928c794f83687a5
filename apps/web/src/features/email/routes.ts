// The email app (spec section 2): /apps/email, /apps/email/:filter or :label, and the explicit
// /apps/email/filter/:filter and /apps/email/label/:label; fixed height, and the menu's Email entry
// stays active on all of them. The server checks the Email ability on every call.
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

/** The layout's fixed-height content (app/layouts: FIXED_HEIGHT_CLASS), as the spec's email route asks. */
const FIXED_HEIGHT_CLASS = 'layout-content-height-fixed'

const page = () => import('./pages/email-page').then((m) => ({ Component: m.EmailPage }))

export const emailRoutes: AppRoute[] = [
  {
    path: paths.email,
    lazy: page,
    meta: {
      action: 'read',
      subject: 'Email',
      titleKey: 'nav.email',
      icon: 'mail',
      menu: { in: 'appsPages', order: 40 },
      search: 'appsPages',
      layoutWrapperClasses: FIXED_HEIGHT_CLASS,
    },
  },
  {
    path: `${paths.email}/:view`,
    aliases: [`${paths.email}/filter/:filter`, `${paths.email}/label/:label`],
    lazy: page,
    meta: {
      action: 'read',
      subject: 'Email',
      navActiveLink: paths.email,
      layoutWrapperClasses: FIXED_HEIGHT_CLASS,
    },
  },
]
