// Theme and layout settings of the customizer (spec sections 3, 4 and 9): one store, each value
// kept as a stored client value under the `aurum-` prefix and restored on reload.
import { useSyncExternalStore } from 'react'
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@aurum/shared'
import { readStored, writeStored } from './storage'

export const THEME_MODES = ['light', 'dark', 'system'] as const
export type ThemeMode = (typeof THEME_MODES)[number]
export type ColorScheme = 'light' | 'dark'
export const SKINS = ['default', 'bordered'] as const
export type Skin = (typeof SKINS)[number]
export const CONTENT_WIDTHS = ['boxed', 'fluid'] as const
type ContentWidth = (typeof CONTENT_WIDTHS)[number]
const LAYOUT_NAVS = ['vertical', 'horizontal'] as const
type LayoutNav = (typeof LAYOUT_NAVS)[number]
export const BAR_TYPES = ['sticky', 'static', 'hidden'] as const
type BarType = (typeof BAR_TYPES)[number]

/** Preset primary colours offered by the customizer; the first is the brand colour (spec section 9). */
export const PRIMARY_PRESETS = ['#DFD271', '#7367F0', '#0D9394', '#FFAB1D', '#EB3D63', '#2092EC'] as const
export const DEFAULT_PRIMARY = PRIMARY_PRESETS[0]

export type Settings = {
  theme: ThemeMode
  skin: Skin
  isVerticalNavSemiDark: boolean
  isNavbarBlurEnabled: boolean
  isVerticalNavCollapsed: boolean
  appContentWidth: ContentWidth
  appContentLayoutNav: LayoutNav
  footerType: BarType
  navbarType: BarType
  horizontalNavType: BarType
  language: LanguageCode
  lightThemePrimaryColor: string
  darkThemePrimaryColor: string
}

/** Spec section 9: dark theme, default skin, boxed content, vertical navigation not collapsed. */
export const DEFAULT_SETTINGS: Settings = {
  theme: 'dark',
  skin: 'default',
  isVerticalNavSemiDark: false,
  isNavbarBlurEnabled: true,
  isVerticalNavCollapsed: false,
  appContentWidth: 'boxed',
  appContentLayoutNav: 'vertical',
  footerType: 'static',
  navbarType: 'sticky',
  horizontalNavType: 'sticky',
  language: DEFAULT_LANGUAGE,
  lightThemePrimaryColor: DEFAULT_PRIMARY,
  darkThemePrimaryColor: DEFAULT_PRIMARY,
}

const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]

/** Allowed values per key: a stored value outside them (edited by hand, older release) is ignored. */
const ALLOWED: Partial<Record<keyof Settings, readonly unknown[]>> = {
  theme: THEME_MODES,
  skin: SKINS,
  appContentWidth: CONTENT_WIDTHS,
  appContentLayoutNav: LAYOUT_NAVS,
  footerType: BAR_TYPES,
  navbarType: BAR_TYPES,
  horizontalNavType: BAR_TYPES,
  language: LANGUAGES.map((language) => language.code),
}

function isValid<K extends keyof Settings>(key: K, value: unknown): value is Settings[K] {
  const allowed = ALLOWED[key]
  if (allowed) return allowed.includes(value)
  if (typeof DEFAULT_SETTINGS[key] === 'boolean') return typeof value === 'boolean'
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)
}

export function loadSettings(): Settings {
  const settings = { ...DEFAULT_SETTINGS }
  for (const key of SETTING_KEYS) {
    const stored = readStored<unknown>(key, undefined)
    if (isValid(key, stored)) (settings as Record<keyof Settings, unknown>)[key] = stored
  }
  return settings
}

/**
 * Applies a change with the rules of spec section 4: switching to horizontal navigation turns a
 * hidden navbar sticky and un-collapses the vertical navigation.
 */
export function applySettingsChange(current: Settings, change: Partial<Settings>): Settings {
  const next = { ...current, ...change }
  if (change.appContentLayoutNav === 'horizontal') {
    if (next.navbarType === 'hidden') next.navbarType = 'sticky'
    next.isVerticalNavCollapsed = false
  }
  return next
}

/** Darker shade stored beside each primary colour (spec's *PrimaryDarkenColor values). */
function darkenHex(hex: string, amount = 0.12): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * (1 - amount))
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`.toUpperCase()
}

const listeners = new Set<() => void>()
let current: Settings = typeof window === 'undefined' ? DEFAULT_SETTINGS : loadSettings()

function persist(settings: Settings) {
  for (const key of SETTING_KEYS) writeStored(key, settings[key])
  writeStored('lightThemePrimaryDarkenColor', darkenHex(settings.lightThemePrimaryColor))
  writeStored('darkThemePrimaryDarkenColor', darkenHex(settings.darkThemePrimaryColor))
}

function publish(next: Settings) {
  current = next
  persist(next)
  for (const listener of listeners) listener()
}

export function getSettings(): Settings {
  return current
}

export function updateSettings(change: Partial<Settings>): void {
  publish(applySettingsChange(current, change))
}

/** Back to the defaults of spec section 9; the chosen language stays (it has its own switcher). */
export function resetSettings(): void {
  publish({ ...DEFAULT_SETTINGS, language: current.language })
}

function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings)
}

/** Reloads from storage (another tab changed a setting, or a test reset storage). */
export function reloadSettings(): void {
  current = loadSettings()
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('aurum-')) reloadSettings()
  })
}
