// Starts Aurum: reads the environment, opens and migrates the database, seeds demo data into an
// empty database, and serves the API and the web app on one port.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.js'
import { getOrCreateSetting } from './auth/repo.js'
import { createTokenService } from './auth/tokens.js'
import { openDatabase } from './db/client.js'
import { DataDirLockedError } from './db/data-dir-lock.js'
import { loggableQueryError } from './db/pg-errors.js'
import { seedIfEmpty } from './db/seed/index.js'
import { createSmtpMailer } from './modules/email/mailer.js'
import { parseEnv } from './env.js'
import { serveWithClocks } from './http/node-server.js'
import { createLogger } from './logger.js'

const env = parseEnv()
const logger = createLogger(env.LOG_LEVEL)
const here = path.dirname(fileURLToPath(import.meta.url))

const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: env.DATA_DIR },
).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  logger.fatal(error.message)
  process.exit(1)
})
logger.info(
  { database: database.kind, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR },
  'database ready',
)

const seedStarted = Date.now()
if (env.SEED_DEMO_DATA && (await seedIfEmpty(database.db)))
  logger.info(
    { seconds: Math.round((Date.now() - seedStarted) / 1000) },
    'demo data seeded (first start only)',
  )

const secret =
  env.AUTH_SECRET ??
  (await getOrCreateSetting(database.db, 'auth_secret', () => randomBytes(48).toString('base64url')))

const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : null
if (!mailer) logger.warn('SMTP_URL is not set: mail to addresses outside Aurum stays queued in the outbox')

const { app, outbox, hub, pdf, attachRealtime } = createApp({
  mailer,
  database,
  tokens: createTokenService(secret),
  logger,
  tokenTtlMinutes: env.TOKEN_TTL_MINUTES,
  loginMaxFailures: env.LOGIN_MAX_FAILURES,
  loginAccountMaxFailures: env.LOGIN_ACCOUNT_MAX_FAILURES,
  loginBlockMinutes: env.LOGIN_BLOCK_MINUTES,
  signUpMaxPerHour: env.SIGNUP_MAX_PER_HOUR,
  twoStepMaxFailures: env.TWO_STEP_MAX_FAILURES,
  publicUrl: env.PUBLIC_URL,
  trustProxy: env.TRUST_PROXY,
  mapTileUrl: env.MAP_TILE_URL,
  mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
  llm: env.LLM_BASE_URL
    ? {
        baseUrl: env.LLM_BASE_URL,
        apiKey: env.LLM_API_KEY,
        model: env.LLM_MODEL,
        connectTimeoutMs: env.LLM_CONNECT_TIMEOUT_MS,
        firstTokenTimeoutMs: env.LLM_FIRST_TOKEN_TIMEOUT_MS,
        totalTimeoutMs: env.LLM_TOTAL_TIMEOUT_MS,
      }
    : null,
  assistantMaxPerHour: env.ASSISTANT_MAX_PER_HOUR,
  pdfWorkers: env.PDF_WORKERS,
  webDist: env.WEB_DIST ?? path.resolve(here, '../../web/dist'),
})

// Queued mail (also from before a restart) leaves from here; any number of servers may run it.
outbox.start()

const server = serveWithClocks(
  { fetch: app.fetch, port: env.PORT, hostname: env.HOST },
  {
    headersTimeoutMs: env.REQUEST_HEADERS_TIMEOUT_SECONDS * 1000,
    bodyGraceMs: env.REQUEST_BODY_TIMEOUT_SECONDS * 1000,
    bodyMinBytesPerSecond: env.REQUEST_BODY_MIN_RATE,
  },
  (port) => logger.info(`Aurum listening on http://${env.HOST}:${port}`),
)
// /api/realtime on the same port; with PostgreSQL its events cross servers through LISTEN/NOTIFY.
const realtime = attachRealtime(server)
await hub.start()

// Errors that escape a request must not stop the process (decisions.md); they are logged.
// A failed query is logged without its parameters (loggableQueryError).
process.on('unhandledRejection', (reason) =>
  logger.error({ err: loggableQueryError(reason) ?? reason }, 'unhandled rejection'),
)
process.on('uncaughtException', (error) =>
  logger.error({ err: loggableQueryError(error) ?? error }, 'uncaught exception'),
)

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down')
  outbox.stop()
  mailer?.close()
  realtime.close()
  await hub.stop()
  await pdf.close()
  server.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
