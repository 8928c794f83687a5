// createApp(): mounts every module's router under /api, resolves the caller's session, turns
// errors into JSON answers, serves the OpenAPI document and, when built, the web app.
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Database } from './db/client.js'
import {
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
  isInvalidDataError,
  loggableQueryError,
  pgErrorCode,
} from './db/pg-errors.js'
import { createAuthRouter } from './auth/routes.js'
import { sessionMiddleware } from './auth/session-middleware.js'
import { throttleRules } from './auth/throttle.js'
import type { TokenService } from './auth/tokens.js'
import type { TwoStepDeps } from './auth/two-step.js'
import { type ApiRouter, problemResponse, type AppEnv, type RegisteredRoute } from './http/api-router.js'
import { COMMON_MESSAGES } from '@aurum/shared'
import { ApiProblem, fieldErrorsBody, messageBody } from './http/errors.js'
import { API_DOCS_HTML, apiDocsScript, buildOpenApiDocument } from './http/openapi.js'
import { securityHeaders } from './http/security-headers.js'
import { staticSpa } from './http/static-spa.js'
import type { Logger } from './logger.js'
import { createModuleRouters } from './modules/index.js'
import { createFileUrls } from './modules/media/file-urls.js'
import { createPdfRenderer } from './modules/invoices/pdf-renderer.js'
import { passwordResetMailHtml, verifyEmailMailHtml } from './modules/email/account-mail.js'
import type { Mailer } from './modules/email/mailer.js'
import { createOutbox } from './modules/email/outbox.js'
import type { LlmConfig } from './modules/assistant/service.js'
import * as chatService from './modules/chat/service.js'
import { createRealtimeHub } from './modules/realtime/hub.js'
import { createPresence } from './modules/realtime/presence.js'
import { attachRealtime } from './modules/realtime/socket.js'
import { resolveSessions, resolveToken } from './auth/service.js'
import { queueAccountMail, type EmailDeps } from './modules/email/service.js'

export type AppOptions = {
  database: Database
  tokens: TokenService
  logger: Logger
  tokenTtlMinutes?: number
  loginMaxFailures?: number
  loginAccountMaxFailures?: number
  loginBlockMinutes?: number
  signUpMaxPerHour?: number
  /** Wrong two-step codes per account before a pause of loginBlockMinutes (default 5). */
  twoStepMaxFailures?: number
  /** Where users reach Aurum; links in mails start with it (default http://127.0.0.1:3000). */
  publicUrl?: string
  trustProxy?: boolean
  /** The fleet map's tile URL template (MAP_TILE_URL); its origin is added to the images the CSP admits. */
  mapTileUrl?: string
  /** The tiles' credit (MAP_TILE_ATTRIBUTION), plain text the map shows with them. */
  mapTileAttribution?: string
  /** Built SPA folder; when absent only the API is served. */
  webDist?: string
  /** Also told of every password reset link (tests read them); without SMTP the link is logged too. */
  onPasswordResetLink?: (link: string, email: string) => void
  /** Also told of every address verification link (tests read them). */
  onVerifyEmailLink?: (link: string, email: string) => void
  /** The assistant's model (LLM_BASE_URL…); null or absent: it quotes the best passages. */
  llm?: LlmConfig | null
  /** Assistant questions per visitor address per hour (ASSISTANT_MAX_PER_HOUR, default 30). */
  assistantMaxPerHour?: number
  /** Outbound SMTP; null or absent keeps outside mail queued in the outbox. */
  mailer?: Mailer | null
  /** Worker threads drawing invoice PDFs (PDF_WORKERS; default: the cores but one, 1 to 4). */
  pdfWorkers?: number
}

/** The other origin a tile URL template names, if any (a same-origin path needs none). */
function tileOrigins(mapTileUrl: string | undefined): string[] {
  if (!mapTileUrl || mapTileUrl.startsWith('/')) return []
  return [new URL(mapTileUrl.replace(/\{[a-z]\}/g, '0')).origin]
}

export function createApp(options: AppOptions) {
  const { database, tokens, logger } = options
  const db = database.db
  const mailer = options.mailer ?? null
  const outbox = createOutbox({ db, mailer, logger })
  const publicUrl = (options.publicUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
  const emailDeps: EmailDeps = {
    db,
    smtpConfigured: mailer !== null,
    kickOutbox: outbox.kick,
    messageIdDomain: new URL(publicUrl).hostname,
  }
  // Pushed events (chat, receipts, presence, unread counts, notifications) for /api/realtime.
  // Private files (attachments) are answered at addresses signed for their reader.
  const fileUrls = createFileUrls(tokens.derivedKey('file-url'))
  const presence = createPresence({ db, logger })
  // Started on the first PDF; close() stops its threads.
  const pdf = createPdfRenderer({ workers: options.pdfWorkers })
  const hub = createRealtimeHub({ database, logger, presence })
  const chatDeps = { db, hub, fileUrls }
  presence.onChange((userId, present) => chatService.announcePresence(chatDeps, userId, present))
  const throttle = throttleRules({
    loginMaxFailures: options.loginMaxFailures ?? 5,
    loginAccountMaxFailures: options.loginAccountMaxFailures ?? 10,
    loginBlockMinutes: options.loginBlockMinutes ?? 15,
    signUpMaxPerHour: options.signUpMaxPerHour ?? 20,
    twoStepMaxFailures: options.twoStepMaxFailures ?? 5,
  })
  const twoStep: TwoStepDeps = {
    db,
    tokens,
    twoStepRule: throttle.twoStepPerAccount,
    addressRule: throttle.loginPerAddress,
  }
  const authDeps = {
    db,
    tokens,
    throttle,
    twoStep,
    publicUrl,
    tokenTtlMinutes: options.tokenTtlMinutes ?? 720,
    trustProxy: options.trustProxy ?? false,
    onPasswordResetLink: (link: string, email: string) => {
      options.onPasswordResetLink?.(link, email)
      // The link is a key to the account: it never goes to the log, where log collectors and
      // whoever reads them would hold it. Without a mail server it waits in the outbox, which an
      // administrator reads in the app.
      if (!mailer) logger.info('password reset mail queued in the outbox (no SMTP_URL: not sent)')
      void queueAccountMail(emailDeps, {
        to: { email, name: '' },
        subject: 'Reset your Aurum password',
        html: passwordResetMailHtml(link),
      }).catch((error: unknown) => logger.error({ err: error }, 'password reset mail not queued'))
    },
    onVerifyEmailLink: (link: string, email: string) => {
      options.onVerifyEmailLink?.(link, email)
      if (!mailer) logger.info('email verification mail queued in the outbox (no SMTP_URL: not sent)')
      void queueAccountMail(emailDeps, {
        to: { email, name: '' },
        subject: 'Confirm your email address for Aurum',
        html: verifyEmailMailHtml(link),
      }).catch((error: unknown) => logger.error({ err: error }, 'verification mail not queued'))
    },
  }

  const routers: ApiRouter[] = [
    createAuthRouter(authDeps),
    ...createModuleRouters({
      database,
      emailDeps,
      chatDeps,
      fileUrls,
      pdf,
      twoStep,
      throttle,
      logger,
      options,
    }),
  ]
  const routes: RegisteredRoute[] = routers.flatMap((router) => router.routes)
  const openApiDocument = buildOpenApiDocument(routes)

  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders({ imageOrigins: tileOrigins(options.mapTileUrl), publicUrl }))
  app.use('/api/*', sessionMiddleware({ db, tokens }))
  app.get('/api/openapi.json', (c) => c.json(openApiDocument))
  app.get('/api/docs', (c) => c.html(API_DOCS_HTML))
  app.get('/api/docs/docs.js', apiDocsScript)
  for (const router of routers) app.route('/api', router.app)
  app.all('/api/*', (c) => c.json(messageBody(COMMON_MESSAGES.notFound), 404))
  if (options.webDist) app.use('*', staticSpa(options.webDist))

  app.onError((error, c) => {
    if (error instanceof ApiProblem) return problemResponse(c, error)
    if (error instanceof HTTPException) return error.getResponse()
    // A client that hung up mid-request (closed the tab, cancelled an upload) is no server fault.
    if (c.req.raw.signal.aborted) {
      logger.debug({ method: c.req.method, path: c.req.path }, 'client closed the connection')
      return c.body(null, 499 as ContentfulStatusCode)
    }
    const query = loggableQueryError(error)
    const where = { method: c.req.method, path: c.req.path }
    // Safety nets for input a route's validation let through: a 409 or 400, never a 500.
    const code = pgErrorCode(error)
    if (code === UNIQUE_VIOLATION || code === FOREIGN_KEY_VIOLATION) {
      logger.warn({ ...where, err: query }, 'constraint refused a write the service did not foresee')
      return c.json(messageBody(COMMON_MESSAGES.conflict), 409)
    }
    if (isInvalidDataError(error)) {
      logger.warn({ ...where, err: query }, 'database refused a value the validation let through')
      return c.json(fieldErrorsBody({ request: [COMMON_MESSAGES.invalidData] }), 400)
    }
    logger.error({ ...where, err: query ?? error }, 'unhandled error')
    return c.json(messageBody(COMMON_MESSAGES.internal), 500)
  })
  app.notFound((c) => c.json(messageBody(COMMON_MESSAGES.notFound), 404))

  /** Serves /api/realtime on the Node server's upgrade event (call hub.start() too). */
  const attachRealtimeTo = (
    server: Parameters<typeof attachRealtime>[0],
    { revalidateEveryMs }: { revalidateEveryMs?: number } = {},
  ) =>
    attachRealtime(server, {
      hub,
      logger,
      revalidateEveryMs,
      resolveToken: (token) => resolveToken({ db, tokens }, token),
      resolveSessions: (sessions) => resolveSessions({ db }, sessions),
      onClientMessage: (auth, message) => chatService.handleClientMessage(chatDeps, auth, message),
      onConnected: async (auth, send) => {
        await presence.connected(auth.user.id)
        await chatService.onSocketConnected(chatDeps, auth, send)
      },
      onDisconnected: (auth) => presence.disconnected(auth.user.id),
      mayReceive: (auth, event) => {
        if (event.type.startsWith('chat.')) return auth.ability.can('read', 'Chat')
        if (event.type.startsWith('kanban.')) return auth.ability.can('read', 'Kanban')
        if (event.type.startsWith('calendar.')) return auth.ability.can('read', 'Calendar')
        return true
      },
    })

  return { app, routes, openApiDocument, outbox, hub, pdf, attachRealtime: attachRealtimeTo }
}
