// The form element pages by name, and the key of each one's title: what the routes and the page
// both need (kept apart from routes.ts, which loads the page, so that the page does not import it back).
export type FormElementPageName =
  | 'textfield'
  | 'textarea'
  | 'checkbox'
  | 'radio'
  | 'switch'
  | 'select'
  | 'slider'
  | 'range-slider'
  | 'rating'
  | 'autocomplete'
  | 'combobox'
  | 'custom-input'
  | 'date-time-picker'
  | 'editors'
  | 'file-input'

/** A page's nav key: `nav.forms<Name>` (`nav.formsRangeSlider`). */
export const formElementNavKey = (name: FormElementPageName) =>
  `nav.forms${name.replace(/(^|-)(\w)/g, (_, __: string, letter: string) => letter.toUpperCase())}`
