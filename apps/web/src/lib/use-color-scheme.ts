// Resolves the theme setting to light or dark; 'system' follows the OS preference live (spec
// section 4), and the resolved scheme is kept as the `color-scheme` stored value.
import { useEffect, useSyncExternalStore } from 'react'
import type { ColorScheme, ThemeMode } from './settings'
import { writeStored } from './storage'

const QUERY = '(prefers-color-scheme: dark)'

function subscribe(listener: () => void) {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', listener)
  return () => media.removeEventListener('change', listener)
}

function prefersDark() {
  return window.matchMedia(QUERY).matches
}

export function useColorScheme(mode: ThemeMode): ColorScheme {
  const osDark = useSyncExternalStore(subscribe, prefersDark, () => false)
  const scheme: ColorScheme = mode === 'system' ? (osDark ? 'dark' : 'light') : mode
  useEffect(() => {
    writeStored('color-scheme', scheme)
    document.documentElement.style.colorScheme = scheme
  }, [scheme])
  return scheme
}
