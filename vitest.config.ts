import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const sharedSource = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url))

export default defineConfig({
  resolve: { alias: { '@aurum/shared': sharedSource } },
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
        },
      },
    ],
  },
})
