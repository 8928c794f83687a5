// The public pages (spec section 2: front pages, /pages/faq, /pages/pricing, the landing pages and
// /home). The router's entry knows these routes (app/router.tsx), so a visitor opens them without
// the route registry and the signed-in frame; the registry lists them too (routes.ts) for the menu
// and the search. All public, in the blank layout with the front frame.
import { paths } from '@/lib/paths'
import type { AppRoute, RouteMeta } from '@/lib/route-types'
import { frontPaths } from './front-paths'

const frontPage = (titleKey: string, icon: RouteMeta['icon']): RouteMeta => ({
  layout: 'blank',
  public: true,
  titleKey,
  icon,
  search: 'frontPages',
})

const landing = () => import('./pages/landing-page').then((m) => ({ Component: m.LandingPage }))
const pricing = () => import('./pages/pricing-page').then((m) => ({ Component: m.PricingPage }))

export const frontPageVisitorRoutes: AppRoute[] = [
  { path: frontPaths.landing, lazy: landing, meta: frontPage('nav.landing', 'storefront') },
  { path: frontPaths.aurumLanding, lazy: landing, meta: { layout: 'blank', public: true } },
  { path: paths.home, lazy: landing, meta: { layout: 'blank', public: true } },
  { path: frontPaths.pricing, lazy: pricing, meta: frontPage('nav.pricing', 'price') },
  {
    path: frontPaths.pagesPricing,
    lazy: pricing,
    meta: { ...frontPage('nav.pricing', 'price'), search: 'appsPages', menu: { in: 'pages', order: 30 } },
  },
  {
    path: frontPaths.faq,
    lazy: () => import('./pages/faq-page').then((m) => ({ Component: m.FaqPage })),
    meta: {
      ...frontPage('nav.faq', 'help'),
      search: 'appsPages',
      menu: { in: 'pages', order: 40 },
      shortcut: { order: 70 },
    },
  },
  {
    path: frontPaths.helpCenter,
    lazy: () => import('./pages/help-center-page').then((m) => ({ Component: m.HelpCenterPage })),
    meta: frontPage('nav.helpCenter', 'help'),
  },
  {
    path: frontPaths.article(':title'),
    lazy: () => import('./pages/help-article-page').then((m) => ({ Component: m.HelpArticlePage })),
    meta: { layout: 'blank', public: true },
  },
  {
    path: frontPaths.checkout,
    lazy: () => import('./pages/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
    meta: frontPage('nav.checkout', 'cart'),
  },
  {
    path: frontPaths.payment,
    lazy: () => import('./pages/payment-page').then((m) => ({ Component: m.PaymentPage })),
    meta: frontPage('nav.payment', 'cards'),
  },
]
