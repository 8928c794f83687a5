// The form element pages (spec section 2: /forms/*) built so far: live examples of each input with
// its variants and states, each example's own file behind "show code". Open to every signed-in user.
// Still to come (issue 22): autocomplete, combobox, custom input, date and time pickers, form
// layouts and validation, and the wizards.
import type { ShowcaseEntry } from '../../components/showcase/showcase-page'
import type { AppRoute } from '../../lib/route-types'

export const FORM_ELEMENT_PAGES = [
  'textfield',
  'textarea',
  'checkbox',
  'radio',
  'switch',
  'select',
  'slider',
  'range-slider',
  'rating',
  'editors',
  'file-input',
] as const
export type FormElementPageName = (typeof FORM_ELEMENT_PAGES)[number]

/** A page's nav key: `nav.forms<Name>` (`nav.formsRangeSlider`). */
export const formElementNavKey = (name: FormElementPageName) =>
  `nav.forms${name.replace(/(^|-)(\w)/g, (_, __: string, letter: string) => letter.toUpperCase())}`

const formElementPage = (
  name: FormElementPageName,
  order: number,
  loadExamples: () => Promise<{ examples: ShowcaseEntry[] }>,
): AppRoute => ({
  path: `/forms/${name}`,
  lazy: () =>
    Promise.all([import('./pages/form-element-page'), loadExamples()]).then(([page, { examples }]) => ({
      Component: page.formElementPage(name, examples),
    })),
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
  formElementPage('editors', 17, () => import('./examples/editors')),
  formElementPage('file-input', 18, () => import('./examples/file-input')),
]
