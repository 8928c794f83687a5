// createApp(): mounts every module's router under /api, resolves the caller's session, turns
// errors into JSON answers, serves the OpenAPI document and, when built, the web app.
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Database } from './db/client.js'
import { createLoginLimiter } from './auth/login-limiter.js'
import { createAuthRouter } from './auth/routes.js'
import { sessionMiddleware } from './auth/session-middleware.js'
import type { TokenService } from './auth/tokens.js'
import { type ApiRouter, problemResponse, type AppEnv, type RegisteredRoute } from './http/api-router.js'
import { ApiProblem } from './http/errors.js'
import { API_DOCS_HTML, buildOpenApiDocument } from './http/openapi.js'
import { staticSpa } from './http/static-spa.js'
import type { Logger } from './logger.js'
import { createAccountRouter } from './modules/account/routes.js'
import { createDashboardsRouter } from './modules/dashboards/routes.js'
import { createReferralsRouter } from './modules/ecommerce/referrals/routes.js'
import { createReviewsRouter } from './modules/ecommerce/reviews/routes.js'
import { createStoreSettingsRouter } from './modules/ecommerce/settings/routes.js'
import { createHealthRouter } from './modules/health/routes.js'
import { createMediaRouter } from './modules/media/routes.js'
import { createProfileRouter } from './modules/profile/routes.js'
import { createUploadsRouter } from './modules/media/uploads-routes.js'
import { createCategoriesRouter } from './modules/ecommerce/categories/routes.js'
import { createProductsRouter } from './modules/ecommerce/products/routes.js'
import { createOrdersRouter } from './modules/ecommerce/orders/routes.js'
import { createCustomersRouter } from './modules/ecommerce/customers/routes.js'
import { createSearchRouter } from './modules/search/routes.js'
import { createUsersRouter } from './modules/users/routes.js'
import { createRolesRouter } from './modules/roles/routes.js'
import { createPermissionsRouter } from './modules/permissions/routes.js'

export type AppOptions = {
  database: Database
  tokens: TokenService
  logger: Logger
  tokenTtlMinutes?: number
  loginMaxFailures?: number
  loginBlockMinutes?: number
  trustProxy?: boolean
  /** Built SPA folder; when absent only the API is served. */
  webDist?: string
  onPasswordResetLink?: (link: string, email: string) => void
}

export function createApp(options: AppOptions) {
  const { database, tokens, logger } = options
  const db = database.db
  const authDeps = {
    db,
    tokens,
    loginLimiter: createLoginLimiter(options.loginMaxFailures ?? 5, options.loginBlockMinutes ?? 15),
    tokenTtlMinutes: options.tokenTtlMinutes ?? 720,
    trustProxy: options.trustProxy ?? false,
    onPasswordResetLink:
      options.onPasswordResetLink ?? ((link: string, email: string) => logger.info({ email, link }, 'password reset link')),
  }

  const routers: ApiRouter[] = [
    createHealthRouter({ dbKind: database.kind }),
    createAuthRouter(authDeps),
    createUsersRouter({ db }),
    createRolesRouter({ db }),
    createPermissionsRouter({ db }),
    createDashboardsRouter({ db }),
    createReviewsRouter({ db }),
    createReferralsRouter({ db }),
    createStoreSettingsRouter({ db }),
    createMediaRouter(),
    createUploadsRouter({ db }),
    createProductsRouter({ db }),
    createCategoriesRouter({ db }),
    createOrdersRouter({ db }),
    createCustomersRouter({ db }),
    createSearchRouter(),
    createProfileRouter({ db }),
    createAccountRouter({ db }),
  ]
  const routes: RegisteredRoute[] = routers.flatMap((router) => router.routes)
  const openApiDocument = buildOpenApiDocument(routes)

  const app = new Hono<AppEnv>()
  app.use('/api/*', sessionMiddleware({ db, tokens }))
  app.get('/api/openapi.json', (c) => c.json(openApiDocument))
  app.get('/api/docs', (c) => c.html(API_DOCS_HTML))
  for (const router of routers) app.route('/api', router.app)
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404))
  if (options.webDist) app.use('*', staticSpa(options.webDist))

  app.onError((error, c) => {
    if (error instanceof ApiProblem) return problemResponse(c, error)
    if (error instanceof HTTPException) return error.getResponse()
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error')
    return c.json({ message: 'Internal server error' }, 500)
  })
  app.notFound((c) => c.json({ message: 'Not found' }, 404))

  return { app, routes, openApiDocument }
}

export type AurumApp = ReturnType<typeof createApp>
