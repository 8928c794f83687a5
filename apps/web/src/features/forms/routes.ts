// The form element pages (spec section 2: /forms/*) built so far: live examples of each input with
// its variants and states, each example's own file behind "show code". Open to every signed-in user.
// Form layouts, validation and the wizards have their own areas (features/form-layouts, wizards).
import type { ComponentType, ReactNode } from 'react'
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import type { AppRoute } from '@/lib/route-types'
import { formElementNavKey, type FormElementPageName } from './form-element-names'

const formElementPage = (
  name: FormElementPageName,
  order: number,
  // Wrapper: a provider only this page's examples need (the date pickers' LocalizationProvider).
  loadExamples: () => Promise<{
    examples: ShowcaseEntry[]
    Wrapper?: ComponentType<{ children: ReactNode }>
  }>,
): AppRoute => ({
  path: `/forms/${name}`,
  lazy: () =>
    Promise.all([import('./pages/form-element-page'), loadExamples()]).then(
      ([page, { examples, Wrapper }]) => ({
        Component: page.formElementPage(name, examples, Wrapper),
      }),
    ),
  meta: {
    titleKey: formElementNavKey(name),
    icon: 'form',
    menu: { in: 'formElements', order },
    search: 'formsTables',
  },
})

export const formRoutes: AppRoute[] = [
  formElementPage('checkbox', 10, () => import('./examples/checkbox')),
  formElementPage('radio', 20, () => import('./examples/radio')),
  formElementPage('range-slider', 30, () => import('./examples/range-slider')),
  formElementPage('rating', 40, () => import('./examples/rating')),
  formElementPage('select', 50, () => import('./examples/select')),
  formElementPage('slider', 60, () => import('./examples/slider')),
  formElementPage('switch', 70, () => import('./examples/switch')),
  formElementPage('textarea', 80, () => import('./examples/textarea')),
  formElementPage('textfield', 90, () => import('./examples/textfield')),
  // Between the others in the menu's alphabetical order.
  formElementPage('autocomplete', 5, () => import('./examples/autocomplete')),
  formElementPage('combobox', 11, () => import('./examples/combobox')),
  formElementPage('custom-input', 12, () => import('./examples/custom-input')),
  formElementPage('date-time-picker', 13, () => import('./examples/date-time-picker')),
  formElementPage('editors', 17, () => import('./examples/editors')),
  formElementPage('file-input', 18, () => import('./examples/file-input')),
]
