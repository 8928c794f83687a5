// Business constants of spec section 9, shared by the API and the web app.

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

export const LANGUAGES = [
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const
export type LanguageCode = (typeof LANGUAGES)[number]['code']
export const DEFAULT_LANGUAGE: LanguageCode = 'es'
export const FALLBACK_LANGUAGE: LanguageCode = 'en'

/**
 * A user's language (users and account profile): one of the four of LANGUAGES, stored by English
 * name as the demo data and the users list always had it.
 */
export const USER_LANGUAGES = ['English', 'Spanish', 'French', 'Arabic'] as const
export type UserLanguage = (typeof USER_LANGUAGES)[number]
/** The interface language each stored name stands for. */
export const USER_LANGUAGE_CODES: Record<UserLanguage, LanguageCode> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  Arabic: 'ar',
}

/** Roles a user can hold in the demo data (spec section 6), plus `client`, the login role of the spec. */
export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber', 'client'] as const
export type UserRole = (typeof USER_ROLES)[number]
/**
 * The seeded roles' descriptions as the demo data stores them (English). The web shows a seeded
 * role's description translated while it still reads like this, and the administrator's words once
 * they rewrite it.
 */
export const SEEDED_ROLE_DESCRIPTIONS: Record<UserRole, string> = {
  admin: 'Manages everything',
  client: 'Reads the access-control page only',
  editor: 'Edits the catalogue and the content',
  author: 'Writes courses and help articles',
  maintainer: 'Reads the back office and runs the store',
  subscriber: 'Reads dashboards',
}
export const USER_PLANS = ['basic', 'company', 'enterprise', 'team'] as const
export type UserPlan = (typeof USER_PLANS)[number]
/** How a plan is paid: each month, or a year at once at the annual price. */
export const BILLING_CYCLES = ['monthly', 'annual'] as const
export type BillingCycle = (typeof BILLING_CYCLES)[number]
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export const PRODUCT_CATEGORIES = [
  'Electronics',
  'Accessories',
  'Shoes',
  'Office',
  'Home Decor',
  'Games',
] as const
export const PRODUCT_STATUSES = ['Inactive', 'Published', 'Scheduled'] as const
export const REVIEW_STATUSES = ['Pending', 'Published'] as const
export const REFERRAL_STATUSES = ['Paid', 'Unpaid', 'Rejected'] as const
/** In delivery order: an order moves forward along this list. */
export const ORDER_STATUSES = ['Ready to Pickup', 'Dispatched', 'Out for Delivery', 'Delivered'] as const
export const INVOICE_STATUSES = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam'] as const
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const
export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const
export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const
export const COURSE_TAGS = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const
export const KANBAN_BOARDS = ['In Progress', 'In Review', 'Done'] as const
export const SALES_PAYMENT_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const

/** Spec section 9: global search caps. */
export const SEARCH_MAX_CHILDREN = 5
export const SEARCH_TRIM_WHEN_SEVERAL_GROUPS = 3

/**
 * An amount in the reader's language with "$" as its symbol (spec section 9: amounts are dollars),
 * whatever the formatter's data calls the dollar: Arabic's says "US$" even as the narrow symbol.
 * Intl still places the symbol, digits and separators as the language writes them.
 */
export function dollarText(formatter: Intl.NumberFormat, value: number): string {
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('')
}
