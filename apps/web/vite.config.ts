// Vite build of the web app: the shared package is compiled from source, /api goes to the local
// server in development, and the JavaScript is cut into a few long-lived chunks (see `groups`).
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { ChunkingContext } from 'rolldown'
import { defineConfig, type Plugin } from 'vite'

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url))
const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url))

// One stylis: the version @emotion/cache pins. The right-to-left plugin (and its prefixer) would
// otherwise bring the newer copy at the top of node_modules, a second 4 KB gzip on Arabic pages.
const require = createRequire(import.meta.url)
const emotionStylis = path.dirname(
  createRequire(require.resolve('@emotion/cache')).resolve('stylis/package.json'),
)

// React Router's package exports name its development build whatever the mode
// (remix-run/react-router#12532, #14102): its warnings, their texts and the developer error page
// would ship to every visitor. Its production build sits beside it, with the same exports.
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

/** Every area's menu titles in one language (`locales/<lang>.nav.json`) share the chunk `nav-<lang>`. */
function navTitlesChunk(moduleId: string): string | null {
  const language = /[\\/]locales[\\/]([a-z]{2})\.nav\.json$/.exec(moduleId)?.[1]
  return language ? `nav-${language}` : null
}

/** Areas whose strings come in parts (`<lang>.json` and `<lang>.orders.json`, ...). */
const AREAS_WITH_STRING_PARTS = new Set(
  readdirSync(source('features')).filter((area) => {
    try {
      return readdirSync(source(`features/${area}/locales`)).some((file) =>
        /^[a-z]{2}\.(?!nav\.)[\w-]+\.json$/.test(file),
      )
    } catch {
      return false
    }
  }),
)
/**
 * An area's strings in one language (`features/<area>/locales/<lang>.json` and its parts such as
 * `<lang>.orders.json`) share the chunk `<area>-<lang>`: the area loads them together anyway.
 */
function areaStringsChunk(moduleId: string): string | null {
  const match = /[\\/]features[\\/]([\w-]+)[\\/]locales[\\/]([a-z]{2})(\.[\w-]+)?\.json$/.exec(moduleId)
  if (!match || match[3] === '.nav' || !AREAS_WITH_STRING_PARTS.has(match[1]!)) return null
  return `${match[1]}-${match[2]}`
}

const NODE_MODULES = /[\\/]node_modules[\\/]/
// dom-helpers: react-transition-group's CSSTransition (which the date pickers' month slide uses) adds
// and removes classes with it. Outside every MUI group it landed in the pickers' page chunk while
// CSSTransition sat in mui-core: mui-core imported a page chunk that imports mui-core, a cycle that
// broke every page. Both now go together (NOT_FOR_LOGIN keeps them off the login's chunk).
const MUI =
  /[\\/]node_modules[\\/](@mui[\\/](material|icons-material|system|utils)|@popperjs|react-transition-group|dom-helpers|@babel[\\/]runtime)[\\/]/
/**
 * Parts of @mui/system that the login screen reaches only through the package's index, which its
 * components import for other names: left to the pages that draw grids and containers. Likewise
 * react-transition-group's CSSTransition and its dom-helpers (the date pickers' month slide).
 */
const NOT_FOR_LOGIN =
  /[\\/]@mui[\\/]system[\\/]esm[\\/](Grid|Container|useMediaQuery)[\\/]|[\\/]react-transition-group[\\/]esm[\\/]CSSTransition\.js$|[\\/]dom-helpers[\\/]/
/** The first screen a visitor sees: /login in the visitor entry. */
const LOGIN_ROOTS = [source('app/visitor-app.tsx'), source('features/auth/pages/login-page.tsx')]
/** Every page of the blank layout (sign-up, password reset, status pages): none needs the shell. */
const BLANK_PAGE_ROOTS = [
  source('app/visitor-app.tsx'),
  source('app/layouts/blank-layout.tsx'),
  ...['features/auth/pages', 'features/status-pages/pages'].flatMap((folder) =>
    readdirSync(source(folder))
      .filter((file) => file.endsWith('-page.tsx'))
      .map((file) => source(`${folder}/${file}`)),
  ),
]
/** The app beyond the visitor entry: the data router, the guards, the server-state cache. */
const APP_ROOTS = [source('app/full-app.tsx')]
/** The signed-in frame: the default layout with its menus and navbar. */
const SHELL_ROOTS = [source('app/layouts/default-layout.tsx')]
/** The route registry (every area's routes and meta) and the list of every area's locale files. */
const REGISTRY = /[\\/]src[\\/](app[\\/](routes|area-locales)\.ts|features[\\/][\w-]+[\\/]routes\.ts)$/

/**
 * The app's form helpers (fields bound to react-hook-form, the zod resolver): left out of the shared
 * chunk, which every list page fetches, so that react-hook-form (~16 KB gzip) comes only with forms.
 */
const FORM_HELPERS = /[\\/]src[\\/](components|lib)[\\/](form-[\w-]+|zod-[\w-]+)\.tsx?$/

const closures = new WeakMap<object, Set<string>>()
/** The modules the roots import statically, directly or not (computed once per chunking pass). */
function staticClosure(roots: string[], ctx: ChunkingContext): Set<string> {
  const first = ctx.getModuleInfo(roots[0]!)
  if (!first) return new Set()
  let closure = closures.get(first)
  if (!closure) {
    closure = new Set()
    const pending = [...roots]
    while (pending.length > 0) {
      const id = pending.pop()!
      if (closure.has(id)) continue
      closure.add(id)
      pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
    }
    closures.set(first, closure)
  }
  return closure
}

/**
 * MUI's CSS-variables theming left out of the build. createTheme and ThemeProvider import it
 * unconditionally and use it only for a theme made with `cssVariables` or `colorSchemes`, which
 * Aurum never makes (the settings rebuild the theme instead): ~7 KB gzip on every page, /login
 * included. Only those two importers get the stand-in; a module asking for the real thing by
 * another path (useColorScheme, extendTheme) still gets it. Unit tests run MUI unchanged.
 */
function withoutMuiCssVariables(): Plugin {
  const stubs: Record<string, string> = {
    'createTheme.js ./createThemeWithVars.js': 'export default',
    'ThemeProvider.js ./ThemeProviderWithVars.js': 'export const CssVarsProvider =',
  }
  const prefix = '\0aurum-mui-css-variables:'
  return {
    name: 'aurum:without-mui-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer || !/[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]/.test(importer)) return null
      const key = `${path.basename(importer)} ${id}`
      return key in stubs ? prefix + key : null
    },
    load(id) {
      if (!id.startsWith(prefix)) return null
      const exported = stubs[id.slice(prefix.length)]!
      return `${exported} () => {
  throw new Error('MUI CSS variables are left out of this build (apps/web/vite.config.ts)')
}`
    },
  }
}

/**
 * Inter as woff2 only: every browser Aurum supports reads it, and @fontsource's CSS also lists a
 * woff copy of each file, which the build would otherwise emit beside it (49 files never fetched).
 */
function woff2Only(): Plugin {
  return {
    name: 'aurum:woff2-only',
    // Before Vite's CSS plugin, which emits every file a url() names.
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/]inter[\\/].*\.css$/.test(id)) return null
      return { code: code.replace(/,\s*url\([^)]+\.woff\)\s*format\(['"]woff['"]\)/g, ''), map: null }
    },
  }
}

/**
 * Preloads the face the first paint needs most (Latin, regular: the text of /login and of every
 * page's body): the browser otherwise asks for it only once the app has rendered text in it.
 */
function preloadFirstFont(): Plugin {
  return {
    name: 'aurum:preload-first-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-400-normal-[\w-]+\.woff2$/.test(file),
        )
        if (!font) throw new Error('the Latin regular Inter face is not in the build')
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}

export default defineConfig({
  plugins: [react(), withoutMuiCssVariables(), woff2Only(), preloadFirstFont()],
  resolve: {
    alias: [
      { find: '@aurum/shared', replacement: sharedSource },
      // `@/…` is apps/web/src (tsconfig.json's paths): imports name what they reach, not how far up.
      { find: /^@\//, replacement: source('') },
      { find: 'stylis', replacement: emotionStylis },
      // react-apexcharts imports the whole of ApexCharts; lib/apexcharts.ts has what Aurum draws.
      { find: /^apexcharts$/, replacement: source('lib/apexcharts.ts') },
      ...(process.env.NODE_ENV === 'production' || process.argv.includes('build')
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The API of `npm run dev`, on its PORT (3000 unless set); ws for the realtime socket under /api.
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Every browser Aurum supports preloads modules natively; the polyfill would ship to all. The
    // preload lists stay: a page's chunk and the chunks it imports are fetched together, and
    // index.html preloads the entry's.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A few long-lived chunks rather than one per set of pages sharing a module (a hundred of
          // them, most under 1 KB): fewer requests, and gzip sees more of the code at once. A
          // group takes the modules its members import too, unless a group before it holds them.
          groups: [
            // What the entry imports statically: the libraries (React, the router, i18next, Emotion,
            // MUI's theme, TanStack Query), and beside them the app's start-up code (session,
            // settings, router, theme), which changes more often. Held first, so that no later
            // group takes them along with its own modules.
            { name: 'vendor', test: NODE_MODULES, tags: ['$initial'], priority: 60 },
            { name: 'app', tags: ['$initial'], priority: 55 },
            // What the app adds to the visitor entry (React Router, TanStack Query, the router and
            // its guards): fetched once the first address is not a visitor's screen. One chunk, so
            // a deep link waits for one more file, not for a dozen. Not what /login draws with.
            {
              name: (id, ctx) =>
                staticClosure(APP_ROOTS, ctx).has(id) && !staticClosure(LOGIN_ROOTS, ctx).has(id)
                  ? 'app-router'
                  : null,
              debugName: 'app-router',
              priority: 52,
              includeDependenciesRecursively: false,
            },
            // Every area's menu titles in a language (`locales/<lang>.nav.json`) come together with
            // the default layout: one chunk per language rather than one request per area.
            { name: navTitlesChunk, debugName: 'nav titles', priority: 50 },
            // Each area's strings in a language: one request instead of one per part of the area.
            { name: areaStringsChunk, debugName: 'area strings', priority: 45 },
            // The MUI components of /login (fields, buttons, links): the only MUI code a visitor
            // fetches beyond the theme, and what every other page uses most.
            {
              name: (id, ctx) =>
                MUI.test(id) && !NOT_FOR_LOGIN.test(id) && staticClosure(LOGIN_ROOTS, ctx).has(id)
                  ? 'mui-core'
                  : null,
              debugName: 'mui-core',
              priority: 40,
              // What it lists is whole already (a static closure); following imports would also
              // take what the packages' index files re-export for other pages.
              includeDependenciesRecursively: false,
            },
            // The route registry, which the router fetches the first time an address is not one of
            // the entry's: small, so that the page's code, the frame and the page's data can be
            // asked for as soon as it is in, all at once.
            { name: 'registry', test: REGISTRY, priority: 38 },
            // The MUI components that more than one chunk uses (the frame counts as one): cards, grids,
            // chips, dialogs, menus, tooltips. Before the frame, so that these never import the
            // frame's chunk, which imports them.
            { name: 'mui', test: MUI, minShareCount: 2, priority: 35 },
            // The signed-in frame: navigation, navbar, search, abilities, and what only they use.
            // Not what a page of the blank layout also imports (e.g. the auth API): /register
            // would fetch the whole frame for it. Nor, therefore, those modules' imports.
            {
              name: (id, ctx) =>
                staticClosure(SHELL_ROOTS, ctx).has(id) && !staticClosure(BLANK_PAGE_ROOTS, ctx).has(id)
                  ? 'shell'
                  : null,
              debugName: 'shell',
              priority: 30,
              includeDependenciesRecursively: false,
            },
            // Small modules of the app's own (components, lib, TanStack Query's hooks) that pages of
            // more than one area use, beyond the frame: one chunk rather than a dozen of a few hundred
            // bytes each. Not those of the blank layout's pages, so that /login fetches none of it.
            {
              name: (id, ctx) =>
                /[\\/]src[\\/](components|lib)[\\/](?!data-table[\\/])|[\\/]@tanstack[\\/]/.test(id) &&
                !FORM_HELPERS.test(id) &&
                !staticClosure(BLANK_PAGE_ROOTS, ctx).has(id)
                  ? 'app-shared'
                  : null,
              debugName: 'app-shared',
              minShareCount: 2,
              priority: 25,
              includeDependenciesRecursively: false,
            },
            // The list kit (every list page's table, toolbar and frame) with the MUI table parts only it
            // uses: every list page, none of the others. Not the modules they import (formatting,
            // schemas): other pages import those too, and would then fetch the kit for them.
            {
              name: 'list-kit',
              test: /[\\/]src[\\/]components[\\/]data-table[\\/]|[\\/]@mui[\\/]material[\\/]esm[\\/](Table\w*|Checkbox|internal[\\/]svg-icons[\\/](CheckBox\w*|IndeterminateCheckBox|ArrowDownward|FirstPage|LastPage|KeyboardArrow\w*))[\\/.]/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
