// Entry: the translations of the stored language and the first paint's fonts start at once. A
// visitor opening login, registration or the password reset gets those screens without the app's
// router and server-state cache (app/visitor-app.tsx); any other address, or a visitor leaving those
// screens, loads the app (app/full-app.tsx).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadLocales } from './app/locale-loader'
import { isVisitorEntryPath, prefetchVisitorPage, VisitorApp } from './app/visitor-app'
import { directionOf, initI18n } from './i18n'
import { getSettings } from './lib/settings'
import { loadFirstPaintFonts } from './theme/fonts'
import { loadRtlCache } from './theme/rtl-cache'

async function start() {
  const { language } = getSettings()
  const ready = Promise.all([
    initI18n(language, loadLocales),
    directionOf(language) === 'rtl' ? loadRtlCache() : null,
    loadFirstPaintFonts(),
  ])
  const root = createRoot(document.getElementById('root')!)

  /** The app at the current address; from a visitor's screen, drawn once its page is ready. */
  const openApp = async (fromVisitorScreen: boolean) => {
    const [{ startFullApp }] = await Promise.all([import('./app/full-app'), ready])
    const app = startFullApp()
    if (fromVisitorScreen) await app.ready
    root.render(<StrictMode>{app.element}</StrictMode>)
  }

  if (!isVisitorEntryPath(window.location.pathname)) return openApp(false)
  // The screen's code and the auth strings download beside the frame's strings and the fonts,
  // rather than after them (one round trip less before the form shows).
  prefetchVisitorPage(window.location.pathname)
  void loadLocales(language, 'auth').catch(() => undefined)
  let leaving = false
  const leave = () => {
    if (leaving) return
    leaving = true
    void openApp(true)
  }
  await ready
  root.render(
    <StrictMode>
      <VisitorApp leave={leave} />
    </StrictMode>,
  )
}

void start()
