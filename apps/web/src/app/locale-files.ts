// Which locale files make up an area's strings (pure, so the page catalogue generator can apply the
// same rule in Node). An area's `locales/<lang>.json` and its parts `<lang>.<part>.json` load with
// its pages; its `<lang>.nav.json` part (the titles of its pages in the menu and the search) loads
// instead with the default layout, which gathers every area's: the menu has every title without
// the areas' other strings, and /login fetches none of them.
import type { LanguageCode } from '@aurum/shared'
import { DEFAULT_LAYOUT_AREA, FRAME_AREA } from '../i18n'

/** The folder holding `locales/` names the area (`features/auth` → auth); `app/locales` is the frame's. */
export function localeAreaOf(path: string): string {
  const folder = path.slice(0, path.lastIndexOf('/locales/')).split('/').pop()
  return !folder || folder === '.' ? FRAME_AREA : folder
}

function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/locales/') + '/locales/'.length)
}

/** `…/locales/en.json` or a part of it, `…/locales/en.products.json`. */
export function isLocaleFileOf(path: string, language: LanguageCode): boolean {
  const file = fileNameOf(path)
  return (
    file === `${language}.json` ||
    (file.startsWith(`${language}.`) && /^[a-z]{2}\.[a-z0-9-]+\.json$/.test(file))
  )
}

/** An area's menu and search titles, `…/locales/<lang>.nav.json`. */
function isNavPart(path: string): boolean {
  return /^[a-z]{2}\.nav\.json$/.test(fileNameOf(path))
}

/** Whether a locale file is fetched with an area's strings in a language. */
export function belongsToArea(path: string, language: LanguageCode, area: string): boolean {
  if (!isLocaleFileOf(path, language)) return false
  if (isNavPart(path)) return area === DEFAULT_LAYOUT_AREA
  return localeAreaOf(path) === area
}
