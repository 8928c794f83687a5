// /pages/dialog-examples (spec section 2): dialogs built with the app's own components:
// confirmation, a form, a payment method, sharing a project, two-factor setup. Open to every
// signed-in user; the menu title is the layout's (nav.dialogExamples).
import type { AppRoute } from '@/lib/route-types'

export const dialogExampleRoutes: AppRoute[] = [
  {
    path: '/pages/dialog-examples',
    lazy: () => import('./pages/dialog-examples-page').then((m) => ({ Component: m.DialogExamplesPage })),
    meta: {
      titleKey: 'nav.dialogExamples',
      icon: 'dialog',
      menu: { in: 'appsPages', order: 140 },
      search: 'appsPages',
    },
  },
]
