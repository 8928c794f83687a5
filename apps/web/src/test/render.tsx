// Renders a component inside the providers its page has in the app, for tests beside components:
// a fresh server-state cache, the theme (and its direction), the app's i18n with the real strings of
// every area, a router at a given address, the signed-in user's ability, and the snackbars.
// Importing it unmounts what a test rendered, and forgets its session, after each test.
import type { ReactElement } from 'react'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { cleanup, render, type RenderResult } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach } from 'vitest'
import type { AbilityRule, LanguageCode, UserData } from '@aurum/shared'
import { RouterNavigationProvider } from '../app/router-navigation'
import { NotificationsProvider } from '../components/notifications'
import { changeLanguage, directionOf, FRAME_AREA, i18n, initI18n, type LocaleBundle } from '../i18n'
import { AbilityProvider } from '../lib/ability'
import { createQueryClient } from '../lib/query-client'
import { clearSession, setSession } from '../lib/session'
import { DEFAULT_PRIMARY } from '../lib/settings'
import { createAppTheme } from '../theme'
import { emotionCacheFor, loadRtlCache } from '../theme/rtl-cache'

const localeFiles = import.meta.glob<LocaleBundle>('../**/locales/*.json', { import: 'default' })

/** `…/locales/en.json` and its parts (`en.products.json`) hold a language's strings. */
const isFileOf = (file: string, language: LanguageCode) =>
  new RegExp(`/locales/${language}(\\.[a-z0-9-]+)?\\.json$`).test(file)

/** Every area's strings arrive with the frame's: a component test needs no loading order. */
async function loadEveryArea(language: LanguageCode, area: string): Promise<LocaleBundle[]> {
  if (area !== FRAME_AREA) return []
  const files = Object.entries(localeFiles).filter(([file]) => isFileOf(file, language))
  return Promise.all(files.map(([, load]) => load()))
}

let started: Promise<unknown> | undefined

async function showLanguage(language: LanguageCode): Promise<void> {
  started ??= initI18n(language, loadEveryArea)
  await started
  if (i18n.language !== language) await changeLanguage(language)
}

export type TestSession = {
  userAbilityRules: AbilityRule[]
  userData?: Partial<UserData>
  accessToken?: string
}

export type RenderWithProvidersOptions = {
  /** The address the router starts at (default `/`). */
  route?: string
  /** The route pattern `ui` is mounted at, for `useParams` (default: every address). */
  path?: string
  /** A signed-in user with these rules; without it, nobody is signed in. */
  session?: TestSession
  /** Strings and direction (default `en`). */
  language?: LanguageCode
  scheme?: 'light' | 'dark'
}

export type RenderWithProvidersResult = RenderResult & {
  queryClient: QueryClient
  router: ReturnType<typeof createMemoryRouter>
}

afterEach(() => {
  cleanup()
  clearSession()
})

export async function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', session, language = 'en', scheme = 'light' }: RenderWithProvidersOptions = {},
): Promise<RenderWithProvidersResult> {
  const direction = directionOf(language)
  await Promise.all([showLanguage(language), direction === 'rtl' ? loadRtlCache() : null])
  if (session) {
    setSession({
      userAbilityRules: session.userAbilityRules,
      accessToken: session.accessToken ?? 'test-token',
      userData: {
        id: 1,
        fullName: 'Test User',
        username: 'test',
        email: 'test@example.com',
        avatar: null,
        role: 'admin',
        ...session.userData,
      },
    })
  } else clearSession()
  // A cache per test (with the app's mutation cache), and no retries: a failing call shows its error at once.
  const queryClient = createQueryClient({
    queries: { retry: false, staleTime: Infinity },
    mutations: { retry: false },
  })
  const theme = createAppTheme({ scheme, skin: 'default', primary: DEFAULT_PRIMARY, direction })
  const router = createMemoryRouter(
    [{ path, element: <RouterNavigationProvider>{ui}</RouterNavigationProvider> }],
    { initialEntries: [route] },
  )
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={emotionCacheFor(direction)!}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <AbilityProvider>
              <NotificationsProvider>
                <RouterProvider router={router} />
              </NotificationsProvider>
            </AbilityProvider>
          </ThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return { ...result, queryClient, router }
}
