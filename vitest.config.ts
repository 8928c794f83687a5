import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const sharedSource = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url))
// The web app's `@/…` (apps/web/tsconfig.json's paths).
const webSource = fileURLToPath(new URL('./apps/web/src/', import.meta.url))
// The server's `#server/…` (apps/server/package.json's imports: the sources here, dist/ when built).
const serverSource = fileURLToPath(new URL('./apps/server/src/', import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: '@aurum/shared', replacement: sharedSource },
      { find: /^@\//, replacement: webSource },
      { find: /^#server\//, replacement: serverSource },
    ],
  },
  test: {
    // Each server test file opens its own database (PGlite is CPU-heavy): two at a time on two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // The demo data is seeded once per run; each file starts from a copy (test-database.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Files share a worker's modules instead of importing the whole server again each (that
          // import took a third of the run). Safe while server tests mock nothing: each file still
          // has its own app over its own database.
          isolate: false,
          setupFiles: ['apps/server/src/test/restore-fetch-globals.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A screen's first render imports its lazy route and MUI in jsdom: on a busy two-core CI
          // machine that alone has taken more than the default 5 s (the pagination showcase, 6.9 s).
          testTimeout: 30_000,
        },
      },
    ],
  },
})
