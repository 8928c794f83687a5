// The card pages (spec section 2: /pages/cards/card-*): the card patterns of the theme. Statistics
// and widgets read real figures (the CRM dashboard's call), so they need the Dashboard ability like
// the dashboards; the others are open to every signed-in user. Menu titles are the layout's.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import type { AppRoute, RouteMeta } from '@/lib/route-types'

const cardRoute = (
  family: string,
  titleKey: string,
  order: number,
  loadExamples: () => Promise<{ examples: ShowcaseEntry[] }>,
  ability?: Pick<RouteMeta, 'action' | 'subject'>,
): AppRoute => ({
  path: `/pages/cards/card-${family}`,
  lazy: () =>
    Promise.all([import('./pages/card-page'), loadExamples()]).then(([page, { examples }]) => ({
      Component: page.cardPage(family, titleKey, examples),
    })),
  meta: { ...ability, titleKey, icon: 'cards', menu: { in: 'cards', order }, search: 'userInterface' },
})

const dashboardFigures = { action: 'read', subject: 'Dashboard' } as const

export const cardRoutes: AppRoute[] = [
  cardRoute('basic', 'nav.cardBasic', 10, () => import('./examples/basic')),
  cardRoute('advance', 'nav.cardAdvance', 20, () => import('./examples/advance')),
  cardRoute('statistics', 'nav.cardStatistics', 30, () => import('./examples/statistics'), dashboardFigures),
  cardRoute('widgets', 'nav.cardWidgets', 40, () => import('./examples/widgets'), dashboardFigures),
  cardRoute(
    'gamification',
    'nav.cardGamification',
    50,
    () => import('./examples/gamification'),
    dashboardFigures,
  ),
  cardRoute('actions', 'nav.cardActions', 60, () => import('./examples/actions'), dashboardFigures),
]
