// Contracts of the visitors' forms: the landing page's contact form and the coming-soon page's
// launch sign-up.
import { z } from 'zod'
import { CONTENT_LANGUAGES } from './content.js'
import { PAGES_MESSAGES as M, requiredText as text } from './pages-messages.js'

export const contactMessageSchema = z.object({
  fullName: text(100),
  email: z.string().trim().max(200).email(M.email),
  message: text(5_000),
})
export type ContactMessageInput = z.input<typeof contactMessageSchema>

/** The coming-soon page's "notify me": an address and the language to write to it in. */
export const launchSubscriptionSchema = z.object({
  email: z.string().trim().max(200).email(M.email),
  language: z.enum(CONTENT_LANGUAGES).default('en'),
})
export type LaunchSubscription = z.input<typeof launchSubscriptionSchema>
