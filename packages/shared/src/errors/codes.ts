// Every code of the message tables as one type, so a code the server answers is checked when it
// compiles (a table's key renamed or removed fails the build, not a user's screen).
import type { AUTH_MESSAGES } from '../schemas/auth-messages.js'
import type { ACCOUNT_MESSAGES } from '../schemas/account.js'
import type { CUSTOMER_MESSAGES, ORDER_MESSAGES } from '../schemas/ecommerce-orders.js'
import type { CATEGORY_MESSAGES, PRODUCT_MESSAGES } from '../schemas/ecommerce-products.js'
import type { STORE_SETTINGS_MESSAGES } from '../schemas/ecommerce-settings.js'
import type { PAGES_MESSAGES } from '../schemas/pages.js'
import type { PROFILE_MESSAGES } from '../schemas/profile.js'
import type { PERMISSION_MESSAGES, ROLE_MESSAGES } from '../schemas/roles.js'
import type { USER_MESSAGES } from '../schemas/users.js'
import type { EMAIL_MESSAGES } from '../schemas/email.js'
import type { INVOICE_MESSAGES } from '../schemas/invoices.js'
import type { ASSISTANT_MESSAGES } from '../schemas/assistant.js'
import type { CALENDAR_MESSAGES } from '../schemas/calendar.js'
import type { KANBAN_MESSAGES } from '../schemas/kanban.js'
import type { FORM_VALIDATION_MESSAGES } from '../schemas/form-validation.js'
import type { WIZARDS_MESSAGES } from '../schemas/wizards.js'
import type { CHAT_MESSAGES } from '../schemas/chat.js'
import type { ACADEMY_MESSAGES } from '../schemas/academy.js'
import type { COMMON_MESSAGES } from './common.js'
import type { VALIDATION_MESSAGES } from './validation.js'

type CodesOf<Table> = Table[keyof Table]

export type MessageCode =
  | CodesOf<typeof COMMON_MESSAGES>
  | CodesOf<typeof VALIDATION_MESSAGES>
  | CodesOf<typeof AUTH_MESSAGES>
  | CodesOf<typeof USER_MESSAGES>
  | CodesOf<typeof ROLE_MESSAGES>
  | CodesOf<typeof PERMISSION_MESSAGES>
  | CodesOf<typeof ACCOUNT_MESSAGES>
  | CodesOf<typeof PROFILE_MESSAGES>
  | CodesOf<typeof PRODUCT_MESSAGES>
  | CodesOf<typeof CATEGORY_MESSAGES>
  | CodesOf<typeof ORDER_MESSAGES>
  | CodesOf<typeof CUSTOMER_MESSAGES>
  | CodesOf<typeof STORE_SETTINGS_MESSAGES>
  | CodesOf<typeof PAGES_MESSAGES>
  | CodesOf<typeof EMAIL_MESSAGES>
  | CodesOf<typeof INVOICE_MESSAGES>
  | CodesOf<typeof ASSISTANT_MESSAGES>
  | CodesOf<typeof CALENDAR_MESSAGES>
  | CodesOf<typeof KANBAN_MESSAGES>
  | CodesOf<typeof FORM_VALIDATION_MESSAGES>
  | CodesOf<typeof WIZARDS_MESSAGES>
  | CodesOf<typeof CHAT_MESSAGES>
  | CodesOf<typeof ACADEMY_MESSAGES>
