// The component showcase pages (spec section 2: /components/*): live examples of the theme's
// components, each example's own file shown behind "show code". Open to every signed-in user; menu
// titles in locales/<lang>.nav.json. One chunk per page: its examples and the page frame.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import type { AppRoute } from '@/lib/route-types'
import { uiComponentNavKey, type UiComponentPageName } from './ui-component-names'

const componentPage = (
  name: UiComponentPageName,
  order: number,
  loadExamples: () => Promise<{ examples: ShowcaseEntry[] }>,
): AppRoute => ({
  path: `/components/${name}`,
  lazy: () =>
    Promise.all([import('./pages/ui-component-page'), loadExamples()]).then(([page, { examples }]) => ({
      Component: page.uiComponentPage(name, examples),
    })),
  meta: {
    titleKey: uiComponentNavKey(name),
    icon: 'components',
    menu: { in: 'components', order },
    search: 'userInterface',
  },
})

export const uiComponentRoutes: AppRoute[] = [
  componentPage('alert', 10, () => import('./examples/alert')),
  componentPage('avatar', 20, () => import('./examples/avatar')),
  componentPage('badge', 30, () => import('./examples/badge')),
  componentPage('button', 40, () => import('./examples/button')),
  componentPage('chip', 50, () => import('./examples/chip')),
  componentPage('dialog', 60, () => import('./examples/dialog')),
  componentPage('expansion-panel', 70, () => import('./examples/expansion-panel')),
  componentPage('list', 80, () => import('./examples/list')),
  componentPage('menu', 90, () => import('./examples/menu')),
  componentPage('pagination', 100, () => import('./examples/pagination')),
  componentPage('progress-circular', 110, () => import('./examples/progress-circular')),
  componentPage('progress-linear', 120, () => import('./examples/progress-linear')),
  componentPage('snackbar', 130, () => import('./examples/snackbar')),
  componentPage('tabs', 140, () => import('./examples/tabs')),
  componentPage('timeline', 150, () => import('./examples/timeline')),
  componentPage('tooltip', 160, () => import('./examples/tooltip')),
]
