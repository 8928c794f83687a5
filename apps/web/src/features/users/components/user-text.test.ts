import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { USER_LANGUAGES } from '@aurum/shared'

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../locales')
const userStrings = (language: string) =>
  JSON.parse(readFileSync(path.join(locales, `${language}.json`), 'utf8')).users as {
    languages: Record<string, string>
  }

describe('users languages', () => {
  it.each(['ar', 'en', 'es', 'fr'])('names exactly the four languages in %s', (language) => {
    expect(Object.keys(userStrings(language).languages).sort()).toEqual(
      USER_LANGUAGES.map((name) => name.toLowerCase()).sort(),
    )
  })
})
