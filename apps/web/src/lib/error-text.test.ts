import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  COMMON_MESSAGES,
  LANGUAGES,
  MESSAGE_TABLES,
  STORE_SETTINGS_MESSAGES,
  USER_MESSAGES,
  englishOf,
  messageCodes,
  sizeLimitParams,
} from '@aurum/shared'
import { translateError, UNKNOWN_ERROR } from './error-text'

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The e-commerce feature shows the codes of its five tables; every other area has its own folder. */
const ECOMMERCE_TABLES = new Set(['products', 'categories', 'orders', 'customers', 'settings'])

/** Where an area's codes are translated: the frame's strings (loaded at start) or the area's own. */
function localeFolderOf(area: string): string {
  if (area === 'common' || area === 'validation') return path.join(src, 'app/locales')
  // The public pages' codes show on the front pages (the authoring area holds a copy).
  if (area === 'pages') return path.join(src, 'features/front-pages/locales')
  return path.join(src, 'features', ECOMMERCE_TABLES.has(area) ? 'ecommerce' : area, 'locales')
}

type Strings = Record<string, unknown>

/** An area's strings in a language: `<lang>.json` and its parts, as the loader merges them (nav titles aside). */
function stringsOf(folder: string, language: string): Strings {
  const files = readdirSync(folder).filter(
    (file) => new RegExp(`^${language}(\\.[a-z0-9-]+)?\\.json$`).test(file) && !file.endsWith('.nav.json'),
  )
  const merged: Strings = {}
  for (const file of files) {
    const errors = (JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Strings).errors
    if (errors && typeof errors === 'object') Object.assign(merged, errors)
  }
  return merged
}

/** The translation of `errors.<code>`, or its plural forms (`stillHeld_one`…) side by side. */
function translationsOf(strings: Strings, code: string): string[] {
  const parts = code.split('.')
  let node: unknown = strings
  for (const part of parts.slice(0, -1)) node = (node as Strings | undefined)?.[part]
  const leaf = parts.at(-1)!
  const holder = (node ?? {}) as Strings
  return Object.entries(holder)
    .filter(([key]) => key === leaf || key.startsWith(`${leaf}_`))
    .map(([, value]) => value)
    .filter((value): value is string => typeof value === 'string')
}

const placeholders = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!)

describe('every code of the message tables', () => {
  const codes = messageCodes()
  it('is many codes, from every table', () => {
    expect(codes.length).toBeGreaterThan(100)
    expect(new Set(codes.map((code) => code.split('.')[0]))).toEqual(new Set(Object.keys(MESSAGE_TABLES)))
  })

  for (const { code: language } of LANGUAGES) {
    it(`is translated in ${language}, in the strings loaded where it is shown`, () => {
      const missing: string[] = []
      for (const code of codes) {
        const area = code.split('.')[0]!
        const texts = translationsOf(stringsOf(localeFolderOf(area), language), code)
        if (!texts.length || texts.some((text) => !text.trim())) {
          missing.push(code)
          continue
        }
        // A translation names only parameters the code has (count picks a plural form).
        const params = new Set([...placeholders(englishOf(code)!, /\{(\w+)\}/g), 'count'])
        for (const text of texts)
          for (const name of placeholders(text, /\{\{(\w+)\}\}/g))
            expect(params, `${code}: ${name}`).toContain(name)
      }
      expect(missing).toEqual([])
    })
  }

  it('has no translation left over for a code that is gone', () => {
    const stale: string[] = []
    const known = new Set(codes.map((code) => code.replace(/_(zero|one|two|few|many|other)$/, '')))
    const visit = (node: unknown, prefix: string) => {
      if (typeof node === 'string') {
        const code = prefix.replace(/_(zero|one|two|few|many|other)$/, '')
        if (code !== UNKNOWN_ERROR && !known.has(code)) stale.push(code)
        return
      }
      for (const [key, child] of Object.entries(node as Strings))
        visit(child, prefix ? `${prefix}.${key}` : key)
    }
    const folders = new Set(Object.keys(MESSAGE_TABLES).map(localeFolderOf))
    for (const folder of folders) visit(stringsOf(folder, 'en'), '')
    expect(stale).toEqual([])
  })
})

describe('translateError', () => {
  const i18n = i18next.createInstance()
  void i18n.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          errors: {
            unknown: 'Something went wrong',
            users: { notFound: 'This user no longer exists.' },
            validation: { too_big: { string: 'At most {{maximum}} characters' } },
            roles: { stillHeld_one: '{{count}} user holds it', stillHeld_other: '{{count}} users hold it' },
          },
        },
      },
    },
    interpolation: { escapeValue: false },
  })
  const text = (issue: Parameters<typeof translateError>[2]) => translateError(i18n, i18n.t, issue)

  it('words a code, with its parameters and plural forms', () => {
    expect(text({ code: 'users.notFound' })).toBe('This user no longer exists.')
    expect(text({ code: 'validation.too_big.string', params: { maximum: 120 } })).toBe(
      'At most 120 characters',
    )
    expect(text({ code: 'roles.stillHeld', params: { count: 1 } })).toBe('1 user holds it')
    expect(text({ code: 'roles.stillHeld', params: { count: 3 } })).toBe('3 users hold it')
  })

  it('writes a size limit in the reader’s format, not the API’s English text', async () => {
    const french = i18next.createInstance()
    await french.init({
      lng: 'fr',
      resources: { fr: { translation: { errors: { common: { uploadTooLarge: 'Plus de {{limit}}.' } } } } },
      interpolation: { escapeValue: false },
    })
    const issue = { code: 'common.uploadTooLarge', params: sizeLimitParams(1.5 * 1024 * 1024) }
    expect(issue.params.limit).toBe('1.5 MB')
    expect(translateError(french, french.t, issue)).toMatch(/^Plus de 1,5\sMo\.$/)
  })

  it('reads a code and its parameters encoded in one message (a form field, a zod issue)', () => {
    expect(text('users.notFound')).toBe('This user no longer exists.')
    expect(text('validation.too_big.string|{"maximum":40}')).toBe('At most 40 characters')
  })

  it('says "Something went wrong" for a code it has no words for, never the text it was given', () => {
    expect(text({ code: 'users.somethingNew' })).toBe('Something went wrong')
    expect(text('This user no longer exists')).toBe('Something went wrong')
    expect(text(UNKNOWN_ERROR)).toBe('Something went wrong')
  })
})

describe("the web's zod error map", () => {
  beforeAll(async () => {
    // As in the app: boot.js has set jitless (CSP) before the forms' code loads the error map.
    z.config({ jitless: true })
    await import('./zod-error-map')
  })
  const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message

  it('writes a check without a message of its own as its validation code and parameters', () => {
    expect(messageOf(z.string().max(3), 'long')).toBe(
      'validation.too_big.string|{"maximum":3,"inclusive":true,"origin":"string"}',
    )
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('validation.invalid_value|{"values":"a, b"}')
  })

  it("keeps a schema's own code, so forms show what the server would answer", () => {
    expect(messageOf(z.string().min(1, USER_MESSAGES.fullNameRequired), '')).toBe('users.fullNameRequired')
    expect(
      messageOf(
        z.string().refine(() => false, COMMON_MESSAGES.timeZone),
        'x',
      ),
    ).toBe('common.timeZone')
    expect(messageOf(z.string().max(2, `${STORE_SETTINGS_MESSAGES.tooLong}|{"maximum":2}`), 'abc')).toBe(
      'settings.tooLong|{"maximum":2}',
    )
  })

  it('leaves the jitless mode that boot.js set', () => {
    expect(z.config().customError).toBeTypeOf('function')
    expect(z.config().jitless).toBe(true)
  })
})
