// The environment, parsed once: a bad value stops start-up with a message naming the variable.
import path from 'node:path'
import { z } from 'zod'

const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** postgres://… selects PostgreSQL; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Token signing secret; when unset one is generated and kept in the database (shared by every instance). */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(60 * 12),
  /** Failed logins per address, and per account, in one window of LOGIN_BLOCK_MINUTES. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1_000_000).default(5),
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Wrong two-step codes per account in the LOGIN_BLOCK_MINUTES window. */
  TWO_STEP_MAX_FAILURES: z.coerce.number().int().min(1).max(1_000_000).default(5),
  LOGIN_BLOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Accounts one address may create per hour. */
  SIGNUP_MAX_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  TRUST_PROXY: booleanText,
  /** Seed the demo data into an empty database on start (default on). */
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  /** An OpenAI-compatible chat-completions endpoint for the assistant (e.g. http://127.0.0.1:11434/v1). */
  LLM_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** The model's clocks, in milliseconds: connection, first piece of the answer (and any later gap), whole answer. */
  LLM_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(20_000),
  LLM_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
  /** Assistant questions per visitor address per hour. */
  ASSISTANT_MAX_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Request clocks (http/node-server.ts): all headers within this many seconds, */
  REQUEST_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  /** a body this long whatever its pace, */
  REQUEST_BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** and past it an average of this many bytes a second since its headers; slower gets 408. */
  REQUEST_BODY_MIN_RATE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 * 1024 * 1024)
    .default(8 * 1024),
  /** Worker threads drawing invoice PDFs; unset: the cores but one, from 1 to 4. */
  PDF_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The address users reach Aurum at; every link in a mail starts with it (default http://127.0.0.1:PORT). */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Outbound mail: smtp://user:pass@host:port (smtps:// for TLS). Unset: mail stays queued. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'must look like smtp://user:pass@host:port')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The fleet map's tiles: a URL template with {z}, {x} and {y} (http(s):// or a same-origin path).
   * Unset: the map draws the routes on a plain background and fetches nothing.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^(https?:\/\/[^/]+)?\/.*\{z\}.*\{x\}.*\{y\}/, 'must be a tile URL template with {z}, {x} and {y}')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The tiles' credit shown in the map's corner (plain text, e.g. "© OpenStreetMap contributors"). */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .max(300)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender address of outgoing mail (the writer's own address goes in Reply-To). */
  MAIL_FROM: z
    .email('must be an email address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(
  source: NodeJS.ProcessEnv = process.env,
): Env & { PUBLIC_URL: string; MAIL_FROM: string } {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    console.error(`Invalid configuration:\n${lines.join('\n')}`)
    process.exit(1)
  }
  const publicUrl = (result.data.PUBLIC_URL ?? `http://127.0.0.1:${result.data.PORT}`).replace(/\/+$/, '')
  const mailFrom = result.data.MAIL_FROM ?? `aurum@${new URL(publicUrl).hostname}`
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    PUBLIC_URL: publicUrl,
    MAIL_FROM: mailFrom,
  }
}
