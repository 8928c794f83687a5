// The form layouts and form validation pages (spec section 2: /forms/form-layouts and
// /forms/form-validation): working forms a developer can copy, each behind "show code". Open to
// every signed-in user (the validation demo's server calls are too).
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import type { AppRoute } from '@/lib/route-types'
import type { FormShowcaseName } from './pages/form-showcase-page'

const formShowcase = (
  name: FormShowcaseName,
  titleKey: string,
  loadExamples: () => Promise<{ examples: ShowcaseEntry[] }>,
) => ({
  lazy: () =>
    Promise.all([import('./pages/form-showcase-page'), loadExamples()]).then(([page, { examples }]) => ({
      Component: page.formShowcasePage(name, titleKey, examples),
    })),
})

export const formLayoutRoutes: AppRoute[] = [
  {
    path: '/forms/form-layouts',
    ...formShowcase('layouts', 'nav.formLayouts', () => import('./examples/layouts')),
    meta: {
      titleKey: 'nav.formLayouts',
      icon: 'form',
      menu: { in: 'formsTables', order: 10 },
      search: 'formsTables',
    },
  },
  {
    path: '/forms/form-validation',
    ...formShowcase('validation', 'nav.formValidation', () => import('./examples/validation')),
    meta: {
      titleKey: 'nav.formValidation',
      icon: 'check',
      menu: { in: 'formsTables', order: 20 },
      search: 'formsTables',
    },
  },
]
