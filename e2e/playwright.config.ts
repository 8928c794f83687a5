// End-to-end tests in Debian's Chromium against the built app served by `npm start` (API and SPA on
// one port) over a fresh embedded database.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`
// One folder per run, made by the runner and inherited by its workers (each loads this file too):
// the server's data directory and the per-role logins of global.setup.ts, whose tokens only this
// run's server accepts (so two runs at once, on two ports, do not overwrite each other's).
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'aurum-e2e-'))
const dataDir = process.env.E2E_DATA_DIR ?? path.join(process.env.E2E_RUN_DIR, 'data')

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]]
    : 'list',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (the DOM at every step). Without the trace's screencast: its
    // frames tripled the time of every test, passing or not, on a busy 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  // Tests tagged @screenshots take pictures for a person to look at and assert little else: they are
  // their own project, run by `npm run screenshots`, and `npm run test:e2e` runs `chromium` only.
  projects: [
    { name: 'setup', testMatch: /global\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: /global\.setup\.ts/,
      grepInvert: /@screenshots/,
    },
    {
      name: 'screenshots',
      dependencies: ['setup'],
      testIgnore: /global\.setup\.ts/,
      grep: /@screenshots/,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npm start',
        cwd: root,
        url: `${baseURL}/api/health`,
        timeout: 240_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore',
        stderr: 'pipe',
        // Every test signs in from 127.0.0.1: the throttles (tested by the server tests) get room.
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          LOGIN_MAX_FAILURES: '100',
          SIGNUP_MAX_PER_HOUR: '1000',
        },
      },
})
