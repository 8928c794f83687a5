// The authoring back office: the FAQ and the help-center articles, written by the roles holding
// the Faq and HelpCenter abilities (the seeded author and editor roles, and admin). Menu titles
// are in locales/<lang>.nav.json.
import type { AppRoute } from '@/lib/route-types'

export const contentRoutes: AppRoute[] = [
  {
    path: '/apps/content/faq',
    lazy: () => import('./pages/faq-authoring-page').then((m) => ({ Component: m.FaqAuthoringPage })),
    meta: {
      action: 'read',
      subject: 'Faq',
      titleKey: 'nav.contentFaq',
      icon: 'help',
      menu: { in: 'pages', order: 45 },
      search: 'appsPages',
    },
  },
  {
    path: '/apps/content/help-center',
    lazy: () =>
      import('./pages/articles-authoring-page').then((m) => ({ Component: m.ArticlesAuthoringPage })),
    meta: {
      action: 'read',
      subject: 'HelpCenter',
      titleKey: 'nav.contentArticles',
      icon: 'form',
      menu: { in: 'pages', order: 46 },
      search: 'appsPages',
    },
  },
]
