// Vite build of the web app: the shared package is compiled from source, /api goes to the local
// server in development, and the libraries the entry needs form one long-cached vendor chunk.
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url))

// One stylis: the version @emotion/cache pins. The right-to-left plugin (and its prefixer) would
// otherwise bring the newer copy at the top of node_modules, a second 4 KB gzip on Arabic pages.
const require = createRequire(import.meta.url)
const emotionStylis = path.dirname(
  createRequire(require.resolve('@emotion/cache')).resolve('stylis/package.json'),
)

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@aurum/shared': sharedSource, stylis: emotionStylis } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Every browser Aurum supports preloads modules natively; the polyfill would ship to all.
    // No preload lists for lazy pages: with ~50 pages the entry carried ~2 KB gzip of chunk names,
    // over /login's 200 KB budget. A page's shared chunks then load when its own chunk runs (one
    // round trip more on a first visit to a page, none once cached).
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only libraries the entry imports statically ($initial): a library code that only lazy
          // pages use (charts, Grid, query observers) stays in their chunks instead of weighing on
          // every first visit (issue 3: /login at most 200 KB gzip). The lazy chunks are left to
          // Rolldown, which groups modules by the pages that share them.
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
})
