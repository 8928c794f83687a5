// The API's modules, in one list: each area's router with what it needs, and the records the
// global search finds. Adding an area is one line here (and its folder); app.ts wires only what
// every module shares (sessions, errors, OpenAPI, the web app).
import type { ThrottleRules } from '../auth/throttle.js'
import type { TwoStepDeps } from '../auth/two-step.js'
import type { Database } from '../db/client.js'
import type { ApiRouter } from '../http/api-router.js'
import type { Logger } from '../logger.js'
import type { AppOptions } from '../app.js'
import type { ChatDeps } from './chat/service.js'
import type { EmailDeps } from './email/service.js'
import type { PdfRenderer } from './invoices/pdf-renderer.js'
import type { FileUrls } from './media/file-urls.js'
import { createAccountRouter } from './account/routes.js'
import { createDashboardsRouter } from './dashboards/routes.js'
import { createReferralsRouter } from './ecommerce/referrals/routes.js'
import { createReviewsRouter } from './ecommerce/reviews/routes.js'
import { createStoreSettingsRouter } from './ecommerce/settings/routes.js'
import { createHealthRouter } from './health/routes.js'
import { createMediaRouter } from './media/routes.js'
import { createUploadsRouter } from './media/uploads-routes.js'
import { faqSearchProvider, helpArticleSearchProvider } from './content/search-providers.js'
import { createContentRouter } from './content/routes.js'
import { createPlansRouter } from './plans/routes.js'
import { createCheckoutRouter } from './checkout/routes.js'
import { createContactRouter } from './contact/routes.js'
import { createProfileRouter } from './profile/routes.js'
import { createCategoriesRouter } from './ecommerce/categories/routes.js'
import { createProductsRouter } from './ecommerce/products/routes.js'
import { createOrdersRouter } from './ecommerce/orders/routes.js'
import { createCustomersRouter } from './ecommerce/customers/routes.js'
import { createNotificationsRouter } from './notifications/routes.js'
import { createSearchRouter } from './search/routes.js'
import { SearchRegistry } from './search/registry.js'
import { categorySearchProvider } from './ecommerce/categories/search-provider.js'
import { customerSearchProvider } from './ecommerce/customers/search-provider.js'
import { orderSearchProvider } from './ecommerce/orders/search-provider.js'
import { productSearchProvider } from './ecommerce/products/search-provider.js'
import { userSearchProvider } from './users/search-provider.js'
import { createUsersRouter } from './users/routes.js'
import { createInvoicesRouter } from './invoices/routes.js'
import { createEmailRouter } from './email/routes.js'
import { createAcademyRouter } from './academy/routes.js'
import { createLogisticsRouter } from './logistics/routes.js'
import { createSalesRouter } from './sales/routes.js'
import { createFormLayoutsRouter } from './form-layouts/routes.js'
import { createAnalyticsRouter } from './analytics/routes.js'
import { createChatRouter } from './chat/routes.js'
import { createAssistantRouter } from './assistant/routes.js'
import { createCalendarRouter } from './calendar/routes.js'
import { createKanbanRouter } from './kanban/routes.js'
import { createWizardsRouter } from './wizards/routes.js'
import { createRolesRouter } from './roles/routes.js'
import { createPermissionsRouter } from './permissions/routes.js'

export type ModuleDeps = {
  database: Database
  emailDeps: EmailDeps
  chatDeps: ChatDeps
  fileUrls: FileUrls
  pdf: PdfRenderer
  twoStep: TwoStepDeps
  throttle: ThrottleRules
  logger: Logger
  options: AppOptions
}

export function createModuleRouters(deps: ModuleDeps): ApiRouter[] {
  const { db } = deps.emailDeps
  const searchRegistry = new SearchRegistry()
    .register(productSearchProvider)
    .register(orderSearchProvider)
    .register(customerSearchProvider)
    .register(userSearchProvider)
    .register(categorySearchProvider)
    .register(faqSearchProvider)
    .register(helpArticleSearchProvider)

  return [
    createHealthRouter({ dbKind: deps.database.kind }),
    createUsersRouter(deps.emailDeps),
    createRolesRouter({ db }),
    createPermissionsRouter({ db }),
    createDashboardsRouter({ db }),
    createReviewsRouter({ db }),
    createReferralsRouter({ db }),
    createStoreSettingsRouter({ db }),
    createMediaRouter(),
    createUploadsRouter({ db, fileUrls: deps.fileUrls }),
    createProductsRouter({ db }),
    createCategoriesRouter({ db }),
    createOrdersRouter(deps.emailDeps),
    createCustomersRouter({ db }),
    createInvoicesRouter({ ...deps.emailDeps, pdf: deps.pdf }),
    createSearchRouter({ db, registry: searchRegistry }),
    createNotificationsRouter({ db }),
    createProfileRouter({ db }),
    createAccountRouter({ db, twoStep: deps.twoStep }),
    createContentRouter({ db }),
    createPlansRouter({ db }),
    createCheckoutRouter(deps.emailDeps),
    createContactRouter({
      db,
      visitorFormsRule: deps.throttle.visitorFormsPerAddress,
      trustProxy: deps.options.trustProxy ?? false,
    }),
    createEmailRouter({ ...deps.emailDeps, fileUrls: deps.fileUrls }),
    createAcademyRouter({ db }),
    createLogisticsRouter({
      db,
      mapTileUrl: deps.options.mapTileUrl ?? null,
      mapTileAttribution: deps.options.mapTileAttribution ?? null,
    }),
    createSalesRouter({ db }),
    createFormLayoutsRouter({ db }),
    createAnalyticsRouter({ db }),
    createChatRouter(deps.chatDeps),
    createAssistantRouter({
      db,
      logger: deps.logger,
      llm: deps.options.llm ?? null,
      trustProxy: deps.options.trustProxy ?? false,
      visitorRule: {
        scope: 'assistant:address',
        limit: deps.options.assistantMaxPerHour ?? 30,
        windowSeconds: 3600,
      },
    }),
    createCalendarRouter({ db }),
    createKanbanRouter({ db, fileUrls: deps.fileUrls }),
    createWizardsRouter({ db }),
  ]
}
