// The menu's outline: its sections (with their headings) and groups (with their titles and icons),
// declared once. Pages place themselves in a section or group from their route meta (`menu: { in,
// order }`); app/navigation/build-menu.ts puts the two together. A group or heading left without a
// page the user may open is not shown, so the outline can name areas still to come.
import type { NavIconName } from '@/components/nav-icons'
import type { MenuGroupId, MenuSectionId } from '@/lib/route-types'

export type MenuSectionOutline = { id: MenuSectionId; titleKey?: string }
export type MenuGroupOutline = {
  titleKey: string
  icon: NavIconName
  /** The section or group it sits in, and its position among that one's entries. */
  in: MenuSectionId | MenuGroupId
  order: number
}

export const MENU_SECTIONS: readonly MenuSectionOutline[] = [
  { id: 'main' },
  { id: 'appsPages', titleKey: 'nav.appsPages' },
  { id: 'userInterface', titleKey: 'nav.userInterface' },
  { id: 'formsTables', titleKey: 'nav.formsTables' },
  { id: 'chartsMisc', titleKey: 'nav.chartsMisc' },
]

// The comments name the links that pages place between the groups, with the order each takes.
export const MENU_GROUPS: Record<MenuGroupId, MenuGroupOutline> = {
  dashboards: { in: 'main', order: 10, titleKey: 'nav.dashboards', icon: 'dashboard' },

  ecommerce: { in: 'appsPages', order: 10, titleKey: 'nav.ecommerce', icon: 'cart' },
  academy: { in: 'appsPages', order: 20, titleKey: 'nav.academy', icon: 'school' },
  logistics: { in: 'appsPages', order: 30, titleKey: 'nav.logistics', icon: 'truck' },
  // 40 email, 50 chat, 60 calendar, 70 kanban
  invoice: { in: 'appsPages', order: 80, titleKey: 'nav.invoice', icon: 'invoice' },
  users: { in: 'appsPages', order: 90, titleKey: 'nav.users', icon: 'users' },
  rolesPermissions: { in: 'appsPages', order: 100, titleKey: 'nav.rolesPermissions', icon: 'shield' },
  // pages: 10 user profile, 20 account settings, 30 pricing, 40 FAQ, then misc
  pages: { in: 'appsPages', order: 110, titleKey: 'nav.pages', icon: 'pages' },
  misc: { in: 'pages', order: 50, titleKey: 'nav.misc', icon: 'alert' },
  authentication: { in: 'appsPages', order: 120, titleKey: 'nav.authentication', icon: 'lock' },
  wizardExamples: { in: 'appsPages', order: 130, titleKey: 'nav.wizardExamples', icon: 'wizard' },
  // 140 dialog examples

  // 10 typography, 20 icons
  cards: { in: 'userInterface', order: 30, titleKey: 'nav.cards', icon: 'cards' },
  components: { in: 'userInterface', order: 40, titleKey: 'nav.components', icon: 'components' },
  extensions: { in: 'userInterface', order: 50, titleKey: 'nav.extensions', icon: 'extensions' },

  formElements: { in: 'formsTables', order: 5, titleKey: 'nav.formElements', icon: 'check' },
  // formsTables: 10 form layouts
  formWizard: { in: 'formsTables', order: 15, titleKey: 'nav.formWizard', icon: 'wizard' },
  // 20 form validation, 30 data table, 40 simple table

  charts: { in: 'chartsMisc', order: 10, titleKey: 'nav.charts', icon: 'chart' },
  // 20 access control
}

// Navbar shortcuts (route meta `shortcut.order`): 10 CRM dashboard, 20 calendar, 30 invoice list,
// 40 user list, 50 roles, 60 account settings, 70 FAQ, 80 access control, 90 coming soon.
