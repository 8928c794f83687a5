import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { courseFactText } from './course-labels'

describe('courseFactText', () => {
  const i18n = i18next.createInstance()
  beforeAll(async () => {
    const ar = JSON.parse(
      readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../locales/ar.json'), 'utf8'),
    ) as object
    await i18n.init({ lng: 'ar', resources: { ar: { translation: ar } } })
  })

  it("shows a known level and language in the reader's words", () => {
    expect(courseFactText(i18n.t, 'skillLevel', 'All Levels')).toBe('كل المستويات')
    expect(courseFactText(i18n.t, 'language', 'French')).toBe('الفرنسية')
  })

  it('shows text it does not know as stored', () => {
    expect(courseFactText(i18n.t, 'skillLevel', 'Expert')).toBe('Expert')
    expect(courseFactText(i18n.t, 'language', 'Klingon')).toBe('Klingon')
  })
})
