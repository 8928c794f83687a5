import { describe, expect, it } from 'vitest'
import { ADMIN_RULES, CLIENT_RULES, defineAbilityFor, type AbilityRule } from '@aurum/shared'
import type { NavIconName } from '@/components/nav-icons'
import type { AppRoute, RouteMeta } from '@/lib/route-types'
import { featureRoutes, findRegisteredRoute } from '../routes'
import { buildMenu, buildShortcuts, menuPlacements, pageAddress } from './build-menu'
import { filterNavigation, flattenLinks } from './filter-navigation'
import type { NavEntry, NavGroup, NavLink, NavShortcut } from './nav-items'
import { SHORTCUTS, menuVisibility, visibleMenu } from './use-navigation'

const link = (titleKey: string, to: string, icon?: NavIconName): NavLink => ({
  kind: 'link',
  titleKey,
  to,
  ...(icon ? { icon } : {}),
})
const group = (titleKey: string, icon: NavIconName, children: (NavLink | NavGroup)[]): NavGroup => ({
  kind: 'group',
  titleKey,
  icon,
  children,
})
const heading = (titleKey: string): NavEntry => ({ kind: 'heading', titleKey })

// The menu as it was written out by hand before it was derived from the route meta, with the pages
// of areas still to come: the derived menu must show the same entries in the same order for the
// pages that exist, and a new area's pages must land where this says.
const PLANNED_MENU: NavEntry[] = [
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
    link('nav.courseAuthoring', '/apps/academy/authoring'),
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
    link('nav.contentFaq', '/apps/content/faq'),
    link('nav.contentArticles', '/apps/content/help-center'),
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
  group('nav.components', 'components', [
    link('nav.componentsAlert', '/components/alert'),
    link('nav.componentsAvatar', '/components/avatar'),
    link('nav.componentsBadge', '/components/badge'),
    link('nav.componentsButton', '/components/button'),
    link('nav.componentsChip', '/components/chip'),
    link('nav.componentsDialog', '/components/dialog'),
    link('nav.componentsExpansionPanel', '/components/expansion-panel'),
    link('nav.componentsList', '/components/list'),
    link('nav.componentsMenu', '/components/menu'),
    link('nav.componentsPagination', '/components/pagination'),
    link('nav.componentsProgressCircular', '/components/progress-circular'),
    link('nav.componentsProgressLinear', '/components/progress-linear'),
    link('nav.componentsSnackbar', '/components/snackbar'),
    link('nav.componentsTabs', '/components/tabs'),
    link('nav.componentsTimeline', '/components/timeline'),
    link('nav.componentsTooltip', '/components/tooltip'),
  ]),
  group('nav.extensions', 'extensions', [
    link('nav.swiper', '/extensions/swiper'),
    link('nav.tour', '/extensions/tour'),
  ]),
  heading('nav.formsTables'),
  group('nav.formElements', 'check', [
    link('nav.formsAutocomplete', '/forms/autocomplete'),
    link('nav.formsCheckbox', '/forms/checkbox'),
    link('nav.formsCombobox', '/forms/combobox'),
    link('nav.formsCustomInput', '/forms/custom-input'),
    link('nav.formsDateTimePicker', '/forms/date-time-picker'),
    link('nav.formsEditors', '/forms/editors'),
    link('nav.formsFileInput', '/forms/file-input'),
    link('nav.formsRadio', '/forms/radio'),
    link('nav.formsRangeSlider', '/forms/range-slider'),
    link('nav.formsRating', '/forms/rating'),
    link('nav.formsSelect', '/forms/select'),
    link('nav.formsSlider', '/forms/slider'),
    link('nav.formsSwitch', '/forms/switch'),
    link('nav.formsTextarea', '/forms/textarea'),
    link('nav.formsTextfield', '/forms/textfield'),
  ]),
  link('nav.formLayouts', '/forms/form-layouts', 'form'),
  group('nav.formWizard', 'wizard', [
    link('nav.formWizardNumbered', '/forms/form-wizard-numbered'),
    link('nav.formWizardIcons', '/forms/form-wizard-icons'),
  ]),
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

// The navbar's shortcuts as they were written out by hand, in order.
const PLANNED_SHORTCUTS: NavShortcut[] = [
  { to: '/dashboards/crm', icon: 'dashboard-crm', titleKey: 'nav.crm' },
  { to: '/apps/calendar', icon: 'calendar', titleKey: 'nav.calendar' },
  { to: '/apps/invoice/list', icon: 'invoice', titleKey: 'nav.invoice' },
  { to: '/apps/user/list', icon: 'users', titleKey: 'nav.users' },
  { to: '/apps/roles', icon: 'shield', titleKey: 'nav.roles' },
  { to: '/pages/account-settings/account', icon: 'settings', titleKey: 'nav.accountSettings' },
  { to: '/pages/faq', icon: 'help', titleKey: 'nav.faq' },
  { to: '/access-control', icon: 'lock', titleKey: 'nav.accessControl' },
  { to: '/pages/misc/coming-soon', icon: 'clock', titleKey: 'nav.comingSoon' },
]

const canFor = (rules: AbilityRule[]) => {
  const ability = defineAbilityFor(rules)
  return (action: Parameters<typeof ability.can>[0], subject: Parameters<typeof ability.can>[1]) =>
    ability.can(action, subject)
}

describe('the menu derived from the route meta', () => {
  for (const [role, rules] of [
    ['admin', ADMIN_RULES],
    ['client', CLIENT_RULES],
  ] as const) {
    it(`shows ${role} the planned menu's entries for the registered pages, in the same order`, () => {
      const can = canFor(rules)
      expect(visibleMenu(true, can)).toEqual(filterNavigation(PLANNED_MENU, menuVisibility(true, can)))
    })
  }

  it('lists every page an admin may open that its meta places in the menu', () => {
    const placed = featureRoutes.flatMap((route) =>
      menuPlacements(route.meta).map((placement) => placement.to ?? pageAddress(route)),
    )
    expect(placed.length).toBeGreaterThan(0)
    expect(flattenLinks(visibleMenu(true, canFor(ADMIN_RULES))).map((entry) => entry.to)).toEqual(
      flattenLinks(PLANNED_MENU)
        .map((entry) => entry.to)
        .filter((to) => placed.includes(to)),
    )
  })

  it('offers the planned shortcuts of the registered pages, in order', () => {
    expect(SHORTCUTS).toEqual(PLANNED_SHORTCUTS.filter((shortcut) => findRegisteredRoute(shortcut.to)))
  })

  it('places menu links only on their own page', () => {
    for (const route of featureRoutes)
      for (const placement of menuPlacements(route.meta)) {
        const to = placement.to ?? pageAddress(route)
        expect([to, findRegisteredRoute(to)?.meta]).toEqual([to, route.meta])
      }
  })
})

const page = (path: string, meta: RouteMeta): AppRoute => ({
  path,
  lazy: () => Promise.resolve({ Component: () => null }),
  meta,
})
const everything = () => true

describe('buildMenu', () => {
  it('orders a group by `order`, whatever the registration order, and keeps ties in it', () => {
    const menu = buildMenu([
      page('/c', { titleKey: 'c', menu: { in: 'users', order: 20 } }),
      page('/a', { titleKey: 'a', menu: { in: 'users', order: 10 } }),
      page('/b', { titleKey: 'b', menu: { in: 'users', order: 20 } }),
    ])
    expect(flattenLinks(menu).map((entry) => entry.to)).toEqual(['/a', '/c', '/b'])
  })

  it('draws the page icon on a section link only, and takes a group label and alias', () => {
    const menu = filterNavigation(
      buildMenu([
        page('/x', {
          titleKey: 'x.title',
          icon: 'mail',
          menu: [
            { in: 'appsPages', order: 45 },
            { in: 'users', order: 10, titleKey: 'x.short', to: '/x-alias' },
          ],
        }),
      ]),
      everything,
    )
    expect(menu).toEqual([
      heading('nav.appsPages'),
      link('x.title', '/x', 'mail'),
      group('nav.users', 'users', [link('x.short', '/x-alias')]),
    ])
  })

  it('puts a link between the outline groups by order, and leaves empty groups to the filter', () => {
    const menu = buildMenu([
      page('/mail', { titleKey: 'mail', icon: 'mail', menu: { in: 'appsPages', order: 40 } }),
    ])
    const appsPages = menu.slice(
      menu.findIndex((entry) => entry.titleKey === 'nav.appsPages') + 1,
      menu.findIndex((entry) => entry.titleKey === 'nav.userInterface'),
    )
    expect(appsPages.map((entry) => entry.titleKey).slice(0, 4)).toEqual([
      'nav.ecommerce',
      'nav.academy',
      'nav.logistics',
      'mail',
    ])
    expect(filterNavigation(menu, everything)).toEqual([
      heading('nav.appsPages'),
      link('mail', '/mail', 'mail'),
    ])
  })

  it('refuses a page placed in the menu without a title', () => {
    expect(() => buildMenu([page('/untitled', { menu: { in: 'users', order: 1 } })])).toThrow('/untitled')
  })
})

describe('buildShortcuts', () => {
  it('labels a shortcut as its menu link unless told otherwise, in order', () => {
    const shortcuts = buildShortcuts([
      page('/b', {
        titleKey: 'b.title',
        icon: 'users',
        shortcut: { order: 2, titleKey: 'b.short', icon: 'lock' },
      }),
      page('/a', {
        titleKey: 'a.title',
        icon: 'mail',
        menu: { in: 'users', order: 1, titleKey: 'a.menu' },
        shortcut: { order: 1 },
      }),
      page('/none', { titleKey: 'none', icon: 'mail' }),
    ])
    expect(shortcuts).toEqual([
      { titleKey: 'a.menu', to: '/a', icon: 'mail' },
      { titleKey: 'b.short', to: '/b', icon: 'lock' },
    ])
  })
})
