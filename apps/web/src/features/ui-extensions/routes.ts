// The extension pages (spec section 2: /extensions/swiper, /extensions/tour): Swiper carousels, and
// a guided tour of the shell that each user can dismiss for good. Open to every signed-in user.
import type { AppRoute } from '@/lib/route-types'

export const uiExtensionRoutes: AppRoute[] = [
  {
    path: '/extensions/swiper',
    lazy: () => import('./pages/swiper-page').then((m) => ({ Component: m.SwiperPage })),
    meta: {
      titleKey: 'nav.swiper',
      icon: 'extensions',
      menu: { in: 'extensions', order: 10 },
      search: 'userInterface',
    },
  },
  {
    path: '/extensions/tour',
    lazy: () => import('./pages/tour-page').then((m) => ({ Component: m.TourPage })),
    meta: {
      titleKey: 'nav.tour',
      icon: 'extensions',
      menu: { in: 'extensions', order: 20 },
      search: 'userInterface',
    },
  },
]
