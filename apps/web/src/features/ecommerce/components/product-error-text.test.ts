import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { PRODUCT_MESSAGES } from '@aurum/shared'

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../locales')
const validationIn = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(locales, `${language}.products.json`), 'utf8')).ecommerce.products
    .validation

describe('product and category error messages', () => {
  it.each(['ar', 'en', 'es', 'fr'])(
    'each message the schemas or the server can send has a translation in %s',
    (language) => {
      const validation = validationIn(language)
      for (const key of Object.keys(PRODUCT_MESSAGES)) expect(validation[key], key).toMatch(/\S/)
    },
  )

  it('no two keys share an English message (the web reads the key back from the message)', () => {
    const messages = Object.values(PRODUCT_MESSAGES)
    expect(new Set(messages).size).toBe(messages.length)
  })
})
