// Entry: translations for the stored language first, then the router inside the providers.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProvider } from './app/provider'
import { loadLocales } from './app/locale-loader'
import { createAppRouter } from './app/router'
import { directionOf, initI18n } from './i18n'
import { getSettings } from './lib/settings'
import { loadRtlCache } from './theme/rtl-cache'
import './theme/fonts'

async function start() {
  const { language } = getSettings()
  await Promise.all([
    initI18n(language, loadLocales),
    directionOf(language) === 'rtl' ? loadRtlCache() : null,
  ])
  const router = createAppRouter()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  )
}

void start()
