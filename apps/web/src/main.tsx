// Entry: the translations of the stored language, the router and the first paint's fonts start
// together (the page's code, strings and data load while the frame's strings and the fonts
// arrive); the app renders once they are ready.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProvider } from './app/provider'
import { loadLocales } from './app/locale-loader'
import { createAppRouter } from './app/router'
import { directionOf, initI18n } from './i18n'
import { getSettings } from './lib/settings'
import { loadFirstPaintFonts } from './theme/fonts'
import { loadRtlCache } from './theme/rtl-cache'

async function start() {
  const { language } = getSettings()
  // i18n first: it names the language the routes' strings are fetched in.
  const ready = Promise.all([
    initI18n(language, loadLocales),
    directionOf(language) === 'rtl' ? loadRtlCache() : null,
    loadFirstPaintFonts(),
  ])
  const router = createAppRouter()
  await ready
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  )
}

void start()
