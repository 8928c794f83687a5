// The component showcase pages by name, and the key of each one's title: what the routes and the
// page both need (kept apart from routes.ts, which loads the page, so that the page does not import it back).
export type UiComponentPageName =
  | 'alert'
  | 'avatar'
  | 'badge'
  | 'button'
  | 'chip'
  | 'dialog'
  | 'expansion-panel'
  | 'list'
  | 'menu'
  | 'pagination'
  | 'progress-circular'
  | 'progress-linear'
  | 'snackbar'
  | 'tabs'
  | 'timeline'
  | 'tooltip'

/** A page's nav key: `nav.components<Name>` (`nav.componentsExpansionPanel`). */
export const uiComponentNavKey = (name: UiComponentPageName) =>
  `nav.components${name.replace(/(^|-)(\w)/g, (_, __: string, letter: string) => letter.toUpperCase())}`
