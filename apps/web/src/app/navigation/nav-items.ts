// The navigation menu's shape: sections, groups, icons and i18n title keys. Which links show is
// derived from the route registry (a link whose page is not registered is left out) and from the
// user's ability (spec section 6), see filter-navigation.ts.
import type { NavIconName } from './nav-icons'

export type NavLink = { kind: 'link'; titleKey: string; to: string; icon?: NavIconName }
export type NavGroup = {
  kind: 'group'
  titleKey: string
  icon: NavIconName
  children: (NavLink | NavGroup)[]
}
export type NavHeading = { kind: 'heading'; titleKey: string }
export type NavEntry = NavLink | NavGroup | NavHeading

const link = (titleKey: string, to: string, icon?: NavIconName): NavLink => ({
  kind: 'link',
  titleKey,
  to,
  icon,
})
const group = (titleKey: string, icon: NavIconName, children: (NavLink | NavGroup)[]): NavGroup => ({
  kind: 'group',
  titleKey,
  icon,
  children,
})
const heading = (titleKey: string): NavHeading => ({ kind: 'heading', titleKey })

export const NAV_ENTRIES: NavEntry[] = [
  group('nav.dashboards', 'dashboard', [
    link('nav.crm', '/dashboards/crm'),
    link('nav.analytics', '/dashboards/analytics'),
    link('nav.ecommerce', '/dashboards/ecommerce'),
    link('nav.academy', '/dashboards/academy'),
    link('nav.logistics', '/dashboards/logistics'),
  ]),
  heading('nav.appsPages'),
  group('nav.ecommerce', 'cart', [
    link('nav.dashboard', '/apps/ecommerce/dashboard'),
    link('nav.products', '/apps/ecommerce/product/list'),
    link('nav.addProduct', '/apps/ecommerce/product/add'),
    link('nav.categories', '/apps/ecommerce/product/category-list'),
    link('nav.orders', '/apps/ecommerce/order/list'),
    link('nav.customers', '/apps/ecommerce/customer/list'),
    link('nav.manageReviews', '/apps/ecommerce/manage-review'),
    link('nav.referrals', '/apps/ecommerce/referrals'),
    link('nav.settings', '/apps/ecommerce/settings'),
  ]),
  group('nav.academy', 'school', [
    link('nav.dashboard', '/apps/academy/dashboard'),
    link('nav.myCourse', '/apps/academy/my-course'),
    link('nav.courseDetails', '/apps/academy/course-details'),
  ]),
  group('nav.logistics', 'truck', [
    link('nav.dashboard', '/apps/logistics/dashboard'),
    link('nav.fleet', '/apps/logistics/fleet'),
  ]),
  link('nav.email', '/apps/email', 'mail'),
  link('nav.chat', '/apps/chat', 'chat'),
  link('nav.calendar', '/apps/calendar', 'calendar'),
  link('nav.kanban', '/apps/kanban', 'kanban'),
  group('nav.invoice', 'invoice', [
    link('nav.list', '/apps/invoice/list'),
    link('nav.add', '/apps/invoice/add'),
  ]),
  group('nav.users', 'users', [link('nav.list', '/apps/user/list')]),
  group('nav.rolesPermissions', 'shield', [
    link('nav.roles', '/apps/roles'),
    link('nav.permissions', '/apps/permissions'),
  ]),
  group('nav.pages', 'pages', [
    link('nav.userProfile', '/pages/user-profile/profile'),
    link('nav.accountSettings', '/pages/account-settings/account'),
    link('nav.pricing', '/pages/pricing'),
    link('nav.faq', '/pages/faq'),
    group('nav.misc', 'alert', [
      link('nav.comingSoon', '/pages/misc/coming-soon'),
      link('nav.underMaintenance', '/pages/misc/under-maintenance'),
      link('nav.pageNotFound', '/pages/misc/page-not-found'),
      link('nav.notAuthorized', '/not-authorized'),
      link('nav.serverError', '/pages/misc/server-error'),
    ]),
  ]),
  group('nav.authentication', 'lock', [
    link('nav.loginV1', '/pages/authentication/login-v1'),
    link('nav.loginV2', '/pages/authentication/login-v2'),
    link('nav.registerV1', '/pages/authentication/register-v1'),
    link('nav.registerV2', '/pages/authentication/register-v2'),
    link('nav.registerMultiSteps', '/pages/authentication/register-multi-steps'),
    link('nav.verifyEmailV1', '/pages/authentication/verify-email-v1'),
    link('nav.verifyEmailV2', '/pages/authentication/verify-email-v2'),
    link('nav.forgotPasswordV1', '/pages/authentication/forgot-password-v1'),
    link('nav.forgotPasswordV2', '/pages/authentication/forgot-password-v2'),
    link('nav.resetPasswordV1', '/pages/authentication/reset-password-v1'),
    link('nav.resetPasswordV2', '/pages/authentication/reset-password-v2'),
    link('nav.twoStepsV1', '/pages/authentication/two-steps-v1'),
    link('nav.twoStepsV2', '/pages/authentication/two-steps-v2'),
  ]),
  group('nav.wizardExamples', 'wizard', [
    link('nav.checkout', '/wizard-examples/checkout'),
    link('nav.propertyListing', '/wizard-examples/property-listing'),
    link('nav.createDeal', '/wizard-examples/create-deal'),
  ]),
  link('nav.dialogExamples', '/pages/dialog-examples', 'dialog'),
  heading('nav.userInterface'),
  link('nav.typography', '/pages/typography', 'typography'),
  link('nav.icons', '/pages/icons', 'icons'),
  group('nav.cards', 'cards', [
    link('nav.cardBasic', '/pages/cards/card-basic'),
    link('nav.cardAdvance', '/pages/cards/card-advance'),
    link('nav.cardStatistics', '/pages/cards/card-statistics'),
    link('nav.cardWidgets', '/pages/cards/card-widgets'),
    link('nav.cardGamification', '/pages/cards/card-gamification'),
    link('nav.cardActions', '/pages/cards/card-actions'),
  ]),
  heading('nav.formsTables'),
  link('nav.formLayouts', '/forms/form-layouts', 'form'),
  link('nav.formValidation', '/forms/form-validation', 'check'),
  link('nav.dataTable', '/tables/data-table', 'table'),
  link('nav.simpleTable', '/tables/simple-table', 'table'),
  heading('nav.chartsMisc'),
  group('nav.charts', 'chart', [
    link('nav.apexChart', '/charts/apex-chart'),
    link('nav.chartjs', '/charts/chartjs'),
  ]),
  link('nav.accessControl', '/access-control', 'shield'),
]
