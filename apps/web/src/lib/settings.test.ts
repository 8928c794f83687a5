import { beforeEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_SETTINGS,
  applySettingsChange,
  getSettings,
  loadSettings,
  reloadSettings,
  resetSettings,
  updateSettings,
} from './settings'

beforeEach(() => {
  localStorage.clear()
  reloadSettings()
})

describe('settings defaults (spec section 9)', () => {
  it('start dark, default skin, boxed, vertical and not collapsed, in Spanish', () => {
    expect(loadSettings()).toMatchObject({
      theme: 'dark',
      skin: 'default',
      appContentWidth: 'boxed',
      appContentLayoutNav: 'vertical',
      isVerticalNavCollapsed: false,
      language: 'es',
      lightThemePrimaryColor: '#DFD271',
      darkThemePrimaryColor: '#DFD271',
    })
  })
})

describe('applySettingsChange (spec section 4)', () => {
  it('turns a hidden navbar sticky and un-collapses the vertical nav when switching to horizontal', () => {
    const before = { ...DEFAULT_SETTINGS, navbarType: 'hidden' as const, isVerticalNavCollapsed: true }
    const after = applySettingsChange(before, { appContentLayoutNav: 'horizontal' })
    expect(after).toMatchObject({
      appContentLayoutNav: 'horizontal',
      navbarType: 'sticky',
      isVerticalNavCollapsed: false,
    })
  })

  it('keeps a static navbar static when switching to horizontal', () => {
    const after = applySettingsChange(
      { ...DEFAULT_SETTINGS, navbarType: 'static' },
      { appContentLayoutNav: 'horizontal' },
    )
    expect(after.navbarType).toBe('static')
  })

  it('leaves other changes alone', () => {
    const before = { ...DEFAULT_SETTINGS, navbarType: 'hidden' as const }
    expect(applySettingsChange(before, { skin: 'bordered' })).toEqual({ ...before, skin: 'bordered' })
  })
})

describe('stored values', () => {
  it('keeps each setting under the aurum- prefix and restores it', () => {
    updateSettings({ theme: 'light', skin: 'bordered', footerType: 'hidden', language: 'ar' })
    expect(localStorage.getItem('aurum-theme')).toBe('"light"')
    expect(localStorage.getItem('aurum-skin')).toBe('"bordered"')
    expect(localStorage.getItem('aurum-footerType')).toBe('"hidden"')
    expect(localStorage.getItem('aurum-language')).toBe('"ar"')
    expect(localStorage.getItem('aurum-lightThemePrimaryDarkenColor')).toMatch(/^"#[0-9A-F]{6}"$/)
    reloadSettings()
    expect(getSettings()).toMatchObject({
      theme: 'light',
      skin: 'bordered',
      footerType: 'hidden',
      language: 'ar',
    })
  })

  it('ignores stored values outside the allowed ones', () => {
    localStorage.setItem('aurum-theme', '"purple"')
    localStorage.setItem('aurum-isVerticalNavCollapsed', '"yes"')
    localStorage.setItem('aurum-darkThemePrimaryColor', '"red; background: url(x)"')
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS)
  })

  it('resets to the defaults but keeps the language', () => {
    updateSettings({ theme: 'light', appContentWidth: 'fluid', language: 'fr' })
    resetSettings()
    expect(getSettings()).toEqual({ ...DEFAULT_SETTINGS, language: 'fr' })
  })
})
