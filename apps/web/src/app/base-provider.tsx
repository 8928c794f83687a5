// What every page relies on, in the visitor entry (visitor-app.tsx) and in the app (full-app.tsx,
// which adds the server-state cache and the router): theme (scheme, skin, primary, direction with
// its Emotion cache) and translations. The user's ability is provided by the default layout, the
// only one whose pages check it, so that CASL stays out of /login's JavaScript.
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { I18nextProvider } from 'react-i18next'
import { changeLanguage, directionOf, i18n } from '../i18n'
import { useSettings } from '../lib/settings'
import { useColorScheme } from '../lib/use-color-scheme'
import { createAppTheme } from '../theme'
import { emotionCacheFor, loadRtlCache } from '../theme/rtl-cache'

export function BaseProvider({ children }: { children: ReactNode }) {
  const settings = useSettings()
  const scheme = useColorScheme(settings.theme)
  const wantedDirection = directionOf(settings.language)
  // Right-to-left waits for its style plugin (loaded on demand) so the page never shows half-mirrored.
  const [, setRtlReady] = useState(false)
  useEffect(() => {
    if (wantedDirection === 'rtl' && !emotionCacheFor('rtl'))
      void loadRtlCache().then(() => setRtlReady(true))
  }, [wantedDirection])
  const direction = wantedDirection === 'rtl' && emotionCacheFor('rtl') ? 'rtl' : 'ltr'
  const cache = emotionCacheFor(direction) ?? emotionCacheFor('ltr')!
  const primary = scheme === 'light' ? settings.lightThemePrimaryColor : settings.darkThemePrimaryColor
  const theme = useMemo(
    () => createAppTheme({ scheme, skin: settings.skin, primary, direction }),
    [scheme, settings.skin, primary, direction],
  )

  useEffect(() => {
    if (i18n.language !== settings.language) void changeLanguage(settings.language)
  }, [settings.language])

  useEffect(() => {
    document.documentElement.dir = direction
  }, [direction])

  useEffect(() => {
    document.documentElement.style.backgroundColor = theme.palette.background.default
  }, [theme])

  return (
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  )
}
