import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Every area's strings exist in all four languages with the same keys (the fallback language is
// not downloaded up front, so a missing key would show as its name).
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const LANGS = ['es', 'en', 'fr', 'ar']

function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return []
    const full = path.join(dir, entry.name)
    return entry.name === 'locales' ? [full] : localeFolders(full)
  })
}

// Plural forms differ by language (Arabic has six), so `key_one`, `key_few`… count as `key`.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(PLURAL_SUFFIX, '')]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

describe('locale bundles', () => {
  const folders = localeFolders(src)
  it('exist', () => expect(folders.length).toBeGreaterThan(0))
  for (const folder of folders) {
    it(`${path.relative(src, folder)} has the same keys in ${LANGS.join(', ')}`, () => {
      const [reference, ...others] = LANGS.map((lang) =>
        [...new Set(keysOf(JSON.parse(readFileSync(path.join(folder, `${lang}.json`), 'utf8'))))].sort(),
      )
      for (const keys of others) expect(keys).toEqual(reference)
    })
  }
})
