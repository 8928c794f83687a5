import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_LANGUAGES } from '@aurum/shared'

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../locales')
const accountStrings = (language: string) =>
  JSON.parse(readFileSync(path.join(locales, `${language}.json`), 'utf8')).account as {
    languages: Record<string, string>
  }

describe('account languages', () => {
  it.each(['ar', 'en', 'es', 'fr'])('names exactly the four languages in %s', (language) => {
    expect(Object.keys(accountStrings(language).languages).sort()).toEqual([...ACCOUNT_LANGUAGES].sort())
  })
})
