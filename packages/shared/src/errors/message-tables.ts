// Every message table by its area, declared once: the type of every code (codes.ts) and the
// tests that check each table's codes and English text read it from here. A new area's table is
// one line below.
import { AUTH_MESSAGES } from '../schemas/auth-messages.js'
import { ACCOUNT_MESSAGES } from '../schemas/account.js'
import { CUSTOMER_MESSAGES, ORDER_MESSAGES } from '../schemas/ecommerce-orders.js'
import { CATEGORY_MESSAGES, PRODUCT_MESSAGES } from '../schemas/ecommerce-products.js'
import { STORE_SETTINGS_MESSAGES } from '../schemas/ecommerce-settings.js'
import { PAGES_MESSAGES } from '../schemas/pages-messages.js'
import { PROFILE_MESSAGES } from '../schemas/profile.js'
import { PERMISSION_MESSAGES, ROLE_MESSAGES } from '../schemas/roles.js'
import { USER_MESSAGES } from '../schemas/users.js'
import { EMAIL_MESSAGES } from '../schemas/email.js'
import { INVOICE_MESSAGES } from '../schemas/invoices.js'
import { ASSISTANT_MESSAGES } from '../schemas/assistant.js'
import { CALENDAR_MESSAGES } from '../schemas/calendar.js'
import { KANBAN_MESSAGES } from '../schemas/kanban.js'
import { FORM_VALIDATION_MESSAGES } from '../schemas/form-layouts.js'
import { WIZARDS_MESSAGES } from '../schemas/wizards.js'
import { CHAT_MESSAGES } from '../schemas/chat.js'
import { ACADEMY_MESSAGES } from '../schemas/academy.js'
import { COMMON_MESSAGES } from './common.js'
import { VALIDATION_MESSAGES } from './validation.js'

export const MESSAGE_TABLES_BY_AREA = {
  common: COMMON_MESSAGES,
  validation: VALIDATION_MESSAGES,
  auth: AUTH_MESSAGES,
  users: USER_MESSAGES,
  roles: ROLE_MESSAGES,
  permissions: PERMISSION_MESSAGES,
  account: ACCOUNT_MESSAGES,
  profile: PROFILE_MESSAGES,
  products: PRODUCT_MESSAGES,
  categories: CATEGORY_MESSAGES,
  orders: ORDER_MESSAGES,
  customers: CUSTOMER_MESSAGES,
  settings: STORE_SETTINGS_MESSAGES,
  pages: PAGES_MESSAGES,
  email: EMAIL_MESSAGES,
  invoices: INVOICE_MESSAGES,
  assistant: ASSISTANT_MESSAGES,
  calendar: CALENDAR_MESSAGES,
  kanban: KANBAN_MESSAGES,
  'form-layouts': FORM_VALIDATION_MESSAGES,
  wizards: WIZARDS_MESSAGES,
  chat: CHAT_MESSAGES,
  academy: ACADEMY_MESSAGES,
} as const
