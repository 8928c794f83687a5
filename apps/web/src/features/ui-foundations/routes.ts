// The reference pages of the user interface (spec section 2: /pages/typography, /pages/icons): the
// theme's type scale and the icon set Aurum uses. Open to every signed-in user; menu titles are the
// layout's (nav.typography, nav.icons).
import type { AppRoute } from '@/lib/route-types'

export const uiFoundationRoutes: AppRoute[] = [
  {
    path: '/pages/typography',
    lazy: () => import('./pages/typography-page').then((m) => ({ Component: m.TypographyPage })),
    meta: {
      titleKey: 'nav.typography',
      icon: 'typography',
      menu: { in: 'userInterface', order: 10 },
      search: 'userInterface',
    },
  },
  {
    path: '/pages/icons',
    lazy: () => import('./pages/icons-page').then((m) => ({ Component: m.IconsPage })),
    meta: {
      titleKey: 'nav.icons',
      icon: 'icons',
      menu: { in: 'userInterface', order: 20 },
      search: 'userInterface',
    },
  },
]
