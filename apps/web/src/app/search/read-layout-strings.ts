// Node only, for the page catalogue generator and its test: the strings the default layout loads
// (its own and every area's `<lang>.nav.json`), read from the source tree by the loader's own rule.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LANGUAGES, type LanguageCode } from '@aurum/shared'
import { DEFAULT_LAYOUT_AREA, type LocaleBundle } from '@/i18n'
import { belongsToArea } from '../locale-files'

const appFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const webSource = path.resolve(appFolder, '..')

export const PAGE_CATALOGUE_FILE = path.resolve(
  webSource,
  '../../../packages/shared/src/navigation/page-catalogue.json',
)

function localeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return localeFiles(full)
    return path.basename(folder) === 'locales' && entry.name.endsWith('.json') ? [full] : []
  })
}

function mergeInto(target: LocaleBundle, source: LocaleBundle): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    if (typeof value === 'object' && value !== null && typeof existing === 'object' && existing !== null)
      mergeInto(existing as LocaleBundle, value as LocaleBundle)
    else target[key] = typeof value === 'object' && value !== null ? structuredClone(value) : value
  }
}

/** The files as the loader's glob names them, relative to app/ (`./layouts/locales/en.json`). */
function layoutLocaleFiles(language: LanguageCode): string[] {
  return localeFiles(webSource)
    .map((file) => {
      const relative = path.relative(appFolder, file).split(path.sep).join('/')
      return relative.startsWith('..') ? relative : `./${relative}`
    })
    .filter((file) => belongsToArea(file, language, DEFAULT_LAYOUT_AREA))
    .sort()
}

/** Each of those files with its strings. */
export function layoutLocaleBundles(language: LanguageCode): { file: string; bundle: LocaleBundle }[] {
  return layoutLocaleFiles(language).map((file) => ({
    file,
    bundle: JSON.parse(readFileSync(path.resolve(appFolder, file), 'utf8')) as LocaleBundle,
  }))
}

/** Per language, the strings merged as i18next merges them. */
export function readLayoutStrings(): Record<LanguageCode, LocaleBundle> {
  return Object.fromEntries(
    LANGUAGES.map(({ code }) => {
      const merged: LocaleBundle = {}
      for (const { bundle } of layoutLocaleBundles(code)) mergeInto(merged, bundle)
      return [code, merged]
    }),
  ) as Record<LanguageCode, LocaleBundle>
}
