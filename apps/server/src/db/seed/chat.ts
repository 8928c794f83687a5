// Chat: chat profiles for the admin and ten other users (every status), and the admin's
// conversations with five of them, stored once per pair and seen from both sides.
import { CHAT_STATUSES } from '@aurum/shared'
import { asc, ne } from 'drizzle-orm'
import { chatMessages, chatProfiles, chats, users } from '../schema/index.js'
import type { SeedContext } from './context.js'
import { ADMIN_EMAIL, at, cycle, demoHistory, userIdByEmail } from './helpers.js'
import { contactAbout } from './texts.js'

const DEMO_CHAT_PROFILE_COUNT = 10
const DEMO_CHAT_COUNT = 5

const CONTACT_ROLES = [
  'Frontend Developer',
  'UI/UX Designer',
  'Town Planner',
  'Data Scientist',
  'Dietitian',
  'Marketing Manager',
  'Project Manager',
  'Accountant',
]

const LINES = [
  'How can we help? We are here for you!',
  'Hey John, I am looking for the best admin template. Could you please help me to find it out?',
  'It should be MUI v5 compatible.',
  'Absolutely!',
  'This admin dashboard is built with React and MUI.',
  'Looks clean and fresh UI.',
  'It is perfect for my next project.',
  'How can I purchase it?',
  'Thanks, from our official site.',
  'I will purchase it for sure.',
  'Great, feel free to get in touch on it.',
]

export async function seedChat({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(4001)
  const history = demoHistory(now)
  const ownerUserId = await userIdByEmail(db, ADMIN_EMAIL)
  await db.insert(chatProfiles).values({
    userId: ownerUserId,
    role: 'Admin',
    about: 'Runs the store and answers the team’s questions about orders, stock and deliveries.',
    status: 'online',
    isTwoStepAuthVerificationEnabled: true,
    isNotificationsOn: false,
  })

  // Contacts are Aurum users: the first demo users (the client login among them) get a profile.
  const contacts = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.id, ownerUserId))
    .orderBy(asc(users.id))
    .limit(DEMO_CHAT_PROFILE_COUNT)
  await db.insert(chatProfiles).values(
    contacts.map((contact, index) => ({
      userId: contact.id,
      role: cycle(CONTACT_ROLES, index),
      about: contactAbout(cycle(CONTACT_ROLES, index)),
      status: cycle(CHAT_STATUSES, index),
      isNotificationsOn: index % 2 === 0,
    })),
  )

  // Skip the client login (index 0): the conversations are with users of the demo data.
  for (let chatIndex = 0; chatIndex < DEMO_CHAT_COUNT; chatIndex += 1) {
    const contactUserId = at(contacts, chatIndex + 1).id
    const unseenMsgs = chatIndex % 2 === 0 ? chatIndex : 0
    const count = faker.number.int({ min: 3, max: 9 })
    let sentAt = history.at(Date.UTC(2025, 11, 20 + chatIndex, 9, 0)).getTime()
    const rows = Array.from({ length: count }, (_, index) => {
      sentAt += faker.number.int({ min: 1, max: 90 }) * 60_000
      const fromContact = index % 2 === 0
      // The contact's newest messages stay unseen by the admin, unseenMsgs of them.
      const contactMessagesAfter = Math.floor((count - 1 - index) / 2)
      const unseen = fromContact && contactMessagesAfter < unseenMsgs
      return {
        lowUserId: Math.min(ownerUserId, contactUserId),
        highUserId: Math.max(ownerUserId, contactUserId),
        senderUserId: fromContact ? contactUserId : ownerUserId,
        message: cycle(LINES, chatIndex + index),
        sentAt: new Date(sentAt),
        isDelivered: true,
        isSeen: !unseen,
      }
    })
    const inserted = await db.insert(chatMessages).values(rows).returning({ id: chatMessages.id })
    const lastMessageId = at(inserted, inserted.length - 1).id
    const unseenCount = rows.filter((row) => !row.isSeen).length
    await db.insert(chats).values([
      { ownerUserId, contactUserId, unseenMsgs: unseenCount, lastMessageId },
      { ownerUserId: contactUserId, contactUserId: ownerUserId, unseenMsgs: 0, lastMessageId },
    ])
  }
}
