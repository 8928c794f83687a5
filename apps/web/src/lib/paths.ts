// Typed addresses of the pages that code links to. The route serving a page declares its path with
// the same entry, so a renamed path fails typecheck instead of leading to the not-found page. A
// builder given its parameter's placeholder (`paths.userView(':id')`) returns the route's pattern.
import type { AccountTab, ProfileTabName } from '@aurum/shared'

type Id = number | ':id'

export const ACCOUNT_SETTINGS_PATH = '/pages/account-settings'
export const accountTabPath = (tab: AccountTab | ':tab') => `${ACCOUNT_SETTINGS_PATH}/${tab}`

export const PROFILE_BASE_PATH = '/pages/user-profile'
export const profileTabPath = (tab: ProfileTabName | ':tab') => `${PROFILE_BASE_PATH}/${tab}`

export const paths = {
  /** Sends each user to their home page (spec section 2: by role). */
  root: '/',
  home: '/home',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  twoStepsV1: '/pages/authentication/two-steps-v1',
  twoStepsV2: '/pages/authentication/two-steps-v2',
  notAuthorized: '/not-authorized',
  accessControl: '/access-control',
  crmDashboard: '/dashboards/crm',
  userList: '/apps/user/list',
  userView: (id: Id) => `/apps/user/view/${id}`,
  productList: '/apps/ecommerce/product/list',
  productAdd: '/apps/ecommerce/product/add',
  productEdit: (id: Id) => `/apps/ecommerce/product/edit/${id}`,
  orderList: '/apps/ecommerce/order/list',
  orderDetails: (id: Id) => `/apps/ecommerce/order/details/${id}`,
  customerList: '/apps/ecommerce/customer/list',
  /** By the public customer number, not the row id. */
  customerDetails: (customerId: Id) => `/apps/ecommerce/customer/details/${customerId}`,
  email: '/apps/email',
  invoiceList: '/apps/invoice/list',
  invoiceAdd: '/apps/invoice/add',
  invoiceEdit: (id: Id) => `/apps/invoice/edit/${id}`,
  invoicePreview: (id: Id) => `/apps/invoice/preview/${id}`,
  academyDashboard: '/apps/academy/dashboard',
  myCourse: '/apps/academy/my-course',
  courseDetails: '/apps/academy/course-details',
  courseDetailsOf: (id: Id) => `/apps/academy/course-details/${id}`,
  courseAuthoring: '/apps/academy/authoring',
  courseAuthoringNew: '/apps/academy/authoring/new',
  courseAuthoringOf: (id: Id) => `/apps/academy/authoring/${id}`,
  logisticsDashboard: '/apps/logistics/dashboard',
  fleet: '/apps/logistics/fleet',
  chat: '/apps/chat',
  accountSettings: accountTabPath,
  userProfile: profileTabPath,
} as const
