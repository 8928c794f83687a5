import { describe, expect, it } from 'vitest'
import type { LanguageCode } from '@aurum/shared'
import { changeLanguage, i18n, initI18n, loadAreaStrings, type LocaleLoader } from '.'

// Each area's bundle holds one key naming its area and language, so a test can see what was merged.
const requests: string[] = []
const loader: LocaleLoader = async (language: LanguageCode, area: string) => {
  requests.push(`${language}/${area}`)
  return [{ [area]: { from: `${area} ${language}` } }]
}

describe('strings fetched per area', () => {
  it('starts with the frame only, then each area once, in every language used', async () => {
    await initI18n('es', loader)
    expect(requests).toEqual(['es/app'])
    expect(i18n.t('app.from')).toBe('app es')

    await loadAreaStrings('auth')
    await loadAreaStrings('auth')
    expect(requests).toEqual(['es/app', 'es/auth'])
    expect(i18n.t('auth.from')).toBe('auth es')
    expect(i18n.exists('status-pages.from')).toBe(false)

    await changeLanguage('fr')
    expect(requests.slice(2).sort()).toEqual(['fr/app', 'fr/auth'])
    expect(i18n.t('auth.from')).toBe('auth fr')
  })

  it('fetches a page opened during a language switch in both languages', async () => {
    requests.length = 0
    const switching = changeLanguage('ar')
    await loadAreaStrings('status-pages')
    await switching
    expect(requests.sort()).toEqual(['ar/app', 'ar/auth', 'ar/status-pages', 'fr/status-pages'])
    expect(i18n.language).toBe('ar')
    expect(i18n.t('status-pages.from')).toBe('status-pages ar')
  })
})
