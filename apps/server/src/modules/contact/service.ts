// What visitors send from the public pages: a contact message (kept, put in the administrators'
// inboxes and announced on their bell) and a launch sign-up (an address kept once).
import type { contactMessageSchema, launchSubscriptionSchema } from '@aurum/shared'
import type { z } from 'zod'
import type { Db } from '../../db/client.js'
import * as emailService from '../email/service.js'
import { notify, usersWhoMay } from '../notifications/service.js'
import * as contactRepo from './repo.js'

/** Mail is stored in one language: the subject of a contact-form message in the admins' inboxes. */
const CONTACT_SUBJECT_PREFIX = 'Contact form: '

/** The coming-soon page's "notify me": the address is kept once, in the language of the page. */
export async function subscribeToLaunch(db: Db, input: z.infer<typeof launchSubscriptionSchema>) {
  await contactRepo.insertLaunchSubscriber(db, { email: input.email, language: input.language })
  return { subscribed: true as const }
}

/**
 * Stores a visitor's message, puts it in the administrators' inboxes (from the visitor, so "reply"
 * answers them by mail) and rings their bell, which opens the inbox.
 */
export async function contact(db: Db, input: z.infer<typeof contactMessageSchema>) {
  const stored = await contactRepo.insertContactMessage(db, input)
  const admins = await usersWhoMay(db, { action: 'manage', subject: 'all' })
  await emailService.deliverToInboxes(db, admins, {
    from: { email: input.email, name: input.fullName },
    subject: `${CONTACT_SUBJECT_PREFIX}${input.fullName}`,
    text: input.message,
  })
  await notify(db, {
    userIds: admins,
    kind: 'contactMessage',
    params: { name: input.fullName },
    link: '/apps/email',
  })
  return stored
}
