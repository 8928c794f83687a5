// SQL of what visitors send from the public pages: contact messages and launch sign-ups.
import type { Db } from '../../db/client.js'
import { contactMessages, launchSubscribers } from '../../db/schema/index.js'

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id })
  return row!
}

/** Stores the address once: signing up again (in any letter case) changes nothing. */
export async function insertLaunchSubscriber(db: Db, values: { email: string; language: string }) {
  await db
    .insert(launchSubscribers)
    .values(values)
    // The one unique index besides the id is lower(email).
    .onConflictDoNothing()
}
